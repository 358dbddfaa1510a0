// From one page load's record to the numbers of the report, and from the runs
// of a page to their medians. Pure: unit-tested with recorded loads.
import { clsFromShifts, criticalChain, physicalBound, ratio, summarize, totalBlockingTime } from './stats.mjs';
import { THROTTLING } from './pages.mjs';

export const DOWNLOAD_BYTES_PER_SECOND = THROTTLING.downloadBitsPerSecond / 8;

export function isJs(request) {
  let pathname = request.url;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    // not a URL: keep it as it is
  }
  return request.type === 'Script' || /\.m?js$/.test(pathname);
}

/**
 * One load's numbers. `sizes`: URL → { gzip, br } bytes the server sends for
 * that file with each encoding. JS counts each file once (by URL). `hops`: the
 * page's sequential hops from its chain load (recorded with async stacks),
 * else they are read from this load's initiators.
 */
export function loadMetrics(load, sizes, hops = criticalChain(load.requests, load.content).hops) {
  const content = load.content;
  const finished = load.requests.filter((request) => request.finishedAt !== null && !request.failed);
  const beforeContent = finished.filter((request) => request.finishedAt <= content);
  const jsBytes = (requests, encoding) => [...new Set(requests.filter(isJs).map((request) => request.url))].reduce((sum, url) => sum + (sizes.get(url)?.[encoding] ?? 0), 0);
  const jsFiles = (requests) => new Set(requests.filter(isJs).map((request) => request.url)).size;
  const criticalBytes = beforeContent.reduce((sum, request) => sum + request.encodedBytes, 0);
  const bound = physicalBound({ hops, criticalBytes, rttMs: THROTTLING.rttMs, downloadBytesPerSecond: DOWNLOAD_BYTES_PER_SECOND });
  return {
    jsGzipBeforeContent: jsBytes(beforeContent, 'gzip'),
    jsBrotliBeforeContent: jsBytes(beforeContent, 'br'),
    jsGzipUntilIdle: jsBytes(finished, 'gzip'),
    jsBrotliUntilIdle: jsBytes(finished, 'br'),
    jsFilesBeforeContent: jsFiles(beforeContent),
    jsFilesUntilIdle: jsFiles(finished),
    requestsBeforeContent: load.requests.filter((request) => request.sentAt <= content).length,
    requestsUntilIdle: load.requests.length,
    hopsBeforeContent: hops,
    criticalBytes,
    wireBytesUntilIdle: finished.reduce((sum, request) => sum + request.encodedBytes, 0),
    fcp: load.fcp,
    lcp: load.lcp,
    cls: clsFromShifts(load.shifts),
    tbt: totalBlockingTime(load.longTasks, load.fcp, load.end),
    content,
    bound,
    measuredOverBound: ratio(content, bound),
  };
}

export const METRICS = [
  'jsGzipBeforeContent',
  'jsBrotliBeforeContent',
  'jsGzipUntilIdle',
  'jsBrotliUntilIdle',
  'jsFilesBeforeContent',
  'jsFilesUntilIdle',
  'requestsBeforeContent',
  'requestsUntilIdle',
  'hopsBeforeContent',
  'criticalBytes',
  'wireBytesUntilIdle',
  'fcp',
  'lcp',
  'cls',
  'tbt',
  'content',
  'bound',
  'measuredOverBound',
];

/** Median, min and max of each metric over a page's runs. */
export function summarizeRuns(runs) {
  return Object.fromEntries(METRICS.map((metric) => [metric, summarize(runs.map((run) => run[metric]))]));
}

/** Federated ÷ monolith JS before content per page (medians), and the largest. */
export function jsRatios(pages) {
  const perPage = pages.map((page) => ({
    page: page.name,
    gzip: ratio(page.federated.summary.jsGzipBeforeContent.median, page.monolith.summary.jsGzipBeforeContent.median),
    brotli: ratio(page.federated.summary.jsBrotliBeforeContent.median, page.monolith.summary.jsBrotliBeforeContent.median),
  }));
  const gzipValues = perPage.map((entry) => entry.gzip).filter((value) => value !== null);
  return { perPage, maxGzip: gzipValues.length > 0 ? Math.max(...gzipValues) : null };
}
