// One page load in Chromium through the devtools protocol: cold cache, Slow 4G
// and 4× CPU; what the page painted (FCP, LCP, layout shifts, long tasks, the
// moment its content appeared) and every request with its initiator and times.
/* global window, document, MutationObserver */
import { THROTTLING, VIEWPORT } from './pages.mjs';

/** The flags of the e2e suite's Chromium (e2e/playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs in the page before its own scripts: records paints, shifts, long tasks and when the content appeared. */
function observe(contentSelector) {
  const seen = { lcp: [], shifts: [], longTasks: [], content: null };
  window.__bench = seen;
  const watch = (type, push) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know
    }
  };
  watch('largest-contentful-paint', (entry) => seen.lcp.push(entry.renderTime || entry.loadTime || entry.startTime));
  watch('layout-shift', (entry) => seen.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }));
  watch('longtask', (entry) => seen.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
  const check = () => {
    if (seen.content !== null) return;
    const element = document.querySelector(contentSelector);
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return;
    seen.content = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

const now = () => performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `url` once in a fresh browser context. Waits for the content, then
 * (`untilIdle`) for the network to be quiet for `quietMs` (at most
 * `idleTimeoutMs` after the content). Times are ms from the navigation's start.
 */
export async function measurePage(browser, { url, content, quietMs = 1000, contentTimeoutMs = 60_000, idleTimeoutMs = 10_000, asyncStacks = false, cpuSlowdown = true, untilIdle = true }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe, content);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (asyncStacks) {
      // Initiator stacks across await and promise callbacks: what a request waited for. Costs CPU, so only for the chain.
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
      connectionType: 'cellular4g',
    });
    if (cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });

    const requests = new Map();
    let inflight = 0;
    let lastActivity = now();
    let clockOffset = null; // epoch ms − protocol monotonic ms
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = now();
      if (event.request.url.startsWith('data:')) return;
      if (clockOffset === null) clockOffset = event.wallTime * 1000 - event.timestamp * 1000;
      const existing = requests.get(event.requestId);
      if (existing) {
        // A redirect: the same id goes on with the new address.
        existing.url = event.request.url;
        return;
      }
      inflight += 1;
      requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        initiator: event.initiator,
        sentAt: event.timestamp * 1000,
        finishedAt: null,
        encodedBytes: 0,
        status: null,
        contentEncoding: null,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      lastActivity = now();
      const request = requests.get(event.requestId);
      if (!request) return;
      request.status = event.response.status;
      request.type = event.type ?? request.type;
      const headers = Object.fromEntries(Object.entries(event.response.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
      request.contentEncoding = headers['content-encoding'] ?? null;
    });
    const finish = (event, failed) => {
      lastActivity = now();
      const request = requests.get(event.requestId);
      if (!request || request.finishedAt !== null) return;
      inflight -= 1;
      request.finishedAt = event.timestamp * 1000;
      request.encodedBytes = event.encodedDataLength ?? 0;
      request.failed = failed;
    };
    cdp.on('Network.loadingFinished', (event) => finish(event, false));
    cdp.on('Network.loadingFailed', (event) => finish(event, true));

    await page.goto(url, { waitUntil: 'commit', timeout: contentTimeoutMs });
    await page.waitForFunction(() => window.__bench?.content !== null, undefined, { timeout: contentTimeoutMs, polling: 100 });
    const contentSeenAt = now();
    while (untilIdle && now() - contentSeenAt < idleTimeoutMs && (inflight > 0 || now() - lastActivity < quietMs)) await sleep(100);

    const seen = await page.evaluate(() => ({
      ...window.__bench,
      timeOrigin: performance.timeOrigin,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      end: performance.now(),
    }));
    // Request times, from the protocol's clock to ms after the page's time origin.
    const toPage = (monotonicMs) => (monotonicMs === null ? null : monotonicMs + clockOffset - seen.timeOrigin);
    const list = [...requests.values()].map((request) => ({
      ...request,
      sentAt: toPage(request.sentAt),
      finishedAt: toPage(request.finishedAt),
    }));
    return {
      fcp: seen.fcp,
      lcp: seen.lcp.length > 0 ? seen.lcp[seen.lcp.length - 1] : null,
      content: seen.content,
      end: seen.end,
      shifts: seen.shifts,
      longTasks: seen.longTasks,
      requests: list,
    };
  } finally {
    await context.close();
  }
}
