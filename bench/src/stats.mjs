// The benchmark's arithmetic, free of browsers and servers so it can be unit-tested:
// medians, CLS session windows, blocking time, request chains (hops), the
// physical bound, and duplicated modules from source maps.

/** Median, min and max of a list of numbers (the median of an even count is the mean of the middle two). */
export function summarize(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, min: null, max: null, n: 0 };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

/**
 * Cumulative layout shift as browsers report it: shifts without recent input,
 * grouped into session windows (a gap of 1 s or more starts a new window, a
 * window lasts at most 5 s); the largest window's sum.
 */
export function clsFromShifts(shifts) {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    best = Math.max(best, current);
  }
  return best;
}

/** Total blocking time: the part over 50 ms of every long task that starts at or after FCP and before `end`. */
export function totalBlockingTime(longTasks, fcp, end = Infinity) {
  if (fcp === null || fcp === undefined) return null;
  return longTasks
    .filter((task) => task.startTime >= fcp && task.startTime < end)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/** The physical bound of a page: every sequential round trip, plus the critical bytes through the link. */
export function physicalBound({ hops, criticalBytes, rttMs, downloadBytesPerSecond }) {
  return hops * rttMs + (criticalBytes / downloadBytesPerSecond) * 1000;
}

export function ratio(numerator, denominator) {
  if (numerator === null || denominator === null || denominator === 0 || numerator === undefined || denominator === undefined) return null;
  return numerator / denominator;
}

const frameKey = (frame) => `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;

/** The script URLs of an initiator stack, the innermost frame first, across its async parents. */
function stackUrls(stack) {
  const urls = [];
  for (let part = stack; part; part = part.parent) {
    for (const frame of part.callFrames ?? []) if (frame.url && !urls.includes(frame.url)) urls.push(frame.url);
  }
  return urls;
}

/** Every call site of an initiator stack, across its async parents. */
function stackFrames(stack) {
  const frames = new Set();
  for (let part = stack; part; part = part.parent) for (const frame of part.callFrames ?? []) if (frame.url) frames.add(frameKey(frame));
  return frames;
}

/**
 * Where the functions suspended at an `await` on the way to this request were
 * called from: the first frame of each `await` part of the async stack. That
 * call site names one invocation of the suspended function; a request it sent
 * before the await carries the same frame on its own stack.
 */
function awaitingFrames(stack) {
  const frames = new Set();
  for (let part = stack?.parent; part; part = part.parent) {
    const [caller] = part.callFrames ?? [];
    if (part.description === 'await' && caller?.url) frames.add(frameKey(caller));
  }
  return frames;
}

/**
 * The request chains of a page load from the devtools protocol's initiators
 * (recorded with async stacks). `requests`: { id, url, type, initiator,
 * sentAt, finishedAt } (times in ms). A request's depth is 1 for the page
 * itself, else 1 + the deepest of what it waited for:
 *   - parser-initiated (HTML, CSS): the document or sheet that named it;
 *   - script-initiated: the scripts on its (async) stack; and, when it was
 *     sent by code that resumed after an `await`, the newest answer (API call
 *     or lazy chunk) that arrived before it was sent and was asked for by the
 *     same invocation of the suspended function (its caller's frame on both
 *     stacks): code that fetched data or a chunk, awaited it, then asked for more.
 * Waits the protocol cannot see are not counted (a render that began after
 * the boot awaited its data has a stack of its own), so this is a lower bound.
 * Only requests finished before the dependent one was sent count as waited for.
 * Returns a Map id → { depth, parent } (parent: the deepest request it waited for, or null).
 */
export function requestChains(requests) {
  const chains = new Map();
  const byUrl = new Map();
  const done = [];
  for (const request of [...requests].sort((a, b) => a.sentAt - b.sentAt)) {
    const finishedBefore = (other) => other && other.finishedAt !== null && other.finishedAt !== undefined && other.finishedAt <= request.sentAt;
    const parents = [];
    const initiator = request.initiator ?? { type: 'other' };
    if (initiator.url) parents.push(byUrl.get(initiator.url));
    for (const url of stackUrls(initiator.stack)) parents.push(byUrl.get(url));
    const awaiting = awaitingFrames(initiator.stack);
    if (awaiting.size > 0) {
      const data = done
        .filter((other) => finishedBefore(other) && [...stackFrames(other.initiator?.stack)].some((frame) => awaiting.has(frame)))
        .sort((a, b) => b.finishedAt - a.finishedAt)[0];
      parents.push(data);
    }
    let best = { depth: 1, parent: null };
    for (const parent of parents.filter(finishedBefore)) {
      const depth = (chains.get(parent.id)?.depth ?? 1) + 1;
      if (depth > best.depth) best = { depth, parent: parent.id };
    }
    chains.set(request.id, best);
    if (!byUrl.has(request.url)) byUrl.set(request.url, request);
    done.push(request);
  }
  return chains;
}

const CRITICAL_TYPES = ['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR'];

/**
 * The longest chain among the requests (document, script, style, API) that
 * finished before `until`: its length (the sequential hops) and its URLs, first
 * request first.
 */
export function criticalChain(requests, until) {
  const chains = requestChains(requests);
  const byId = new Map(requests.map((request) => [request.id, request]));
  let last = null;
  for (const request of requests) {
    if (request.finishedAt === null || request.finishedAt === undefined || request.finishedAt > until || !CRITICAL_TYPES.includes(request.type)) continue;
    if (last === null || chains.get(request.id).depth > chains.get(last.id).depth) last = request;
  }
  const urls = [];
  for (let id = last?.id ?? null; id !== null; id = chains.get(id)?.parent ?? null) urls.unshift(byId.get(id).url);
  return { hops: urls.length, urls };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** One segment's numbers from a source map's base64 VLQ. */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE[char];
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated bytes (characters) per source of a source map, given the generated code. */
export function bytesPerSource(map, code) {
  const lines = code.split('\n');
  const sizes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = line === '' ? [] : line.split(',').map(decodeVlq);
    const starts = [];
    for (const values of segments) {
      column += values[0];
      if (values.length >= 4) source += values[1];
      starts.push({ column, source: values.length >= 4 ? source : null });
    }
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : length;
      if (start.source === null || end <= start.column) return;
      const name = map.sources[start.source];
      sizes.set(name, (sizes.get(name) ?? 0) + end - start.column);
    });
  });
  return sizes;
}

/**
 * A module's identity across builds: a package file by its path inside the
 * package (and the package's version when the path shows it), shared's source
 * by its path in shared, bundler runtime modules by name; a build's own source
 * stays its own (it cannot be duplicated by another build).
 */
export function moduleIdentity(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\/node_modules\/(.+)$/.exec(path);
  if (pnpm) return { key: pnpm[2], pkg: packageName(pnpm[2]) };
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = path.slice(nodeModules + 'node_modules/'.length);
    return { key: rest, pkg: packageName(rest) };
  }
  const shared = /(?:^|\/)shared\/(src|build)\/(.+)$/.exec(path);
  if (shared) return { key: `@storefront/shared/${shared[1]}/${shared[2]}`, pkg: '@storefront/shared' };
  if (/^(?:\.\/)?webpack\/runtime\//.test(path)) return { key: path.replace(/^\.\//, ''), pkg: 'bundler runtime' };
  return { key: source, pkg: null };
}

function packageName(pathInNodeModules) {
  const parts = pathInNodeModules.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * Modules that arrive in more than one file of a page. `files`: [{ url,
 * sizes: Map source → bytes }]. Returns the duplicated modules (copies, the
 * bytes beyond one copy) and a summary per package, largest first.
 */
export function duplicatedModules(files) {
  const byKey = new Map();
  for (const file of files) {
    for (const [source, bytes] of file.sizes) {
      const { key, pkg } = moduleIdentity(source);
      if (pkg === null) continue;
      const entry = byKey.get(key) ?? { key, pkg, copies: [] };
      if (!entry.copies.some((copy) => copy.url === file.url)) entry.copies.push({ url: file.url, bytes });
      byKey.set(key, entry);
    }
  }
  const modules = [...byKey.values()]
    .filter((entry) => entry.copies.length > 1)
    .map((entry) => {
      const sizes = entry.copies.map((copy) => copy.bytes);
      return { key: entry.key, pkg: entry.pkg, copies: entry.copies.length, extraBytes: sizes.reduce((a, b) => a + b, 0) - Math.max(...sizes) };
    });
  const packages = new Map();
  for (const module of modules) {
    const entry = packages.get(module.pkg) ?? { pkg: module.pkg, modules: 0, maxCopies: 0, extraBytes: 0 };
    entry.modules += 1;
    entry.maxCopies = Math.max(entry.maxCopies, module.copies);
    entry.extraBytes += module.extraBytes;
    packages.set(module.pkg, entry);
  }
  return {
    count: modules.length,
    extraBytes: modules.reduce((sum, module) => sum + module.extraBytes, 0),
    packages: [...packages.values()].sort((a, b) => b.extraBytes - a.extraBytes),
  };
}
