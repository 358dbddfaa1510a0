import { describe, expect, it } from 'vitest';
import { isJs, jsRatios, loadMetrics, summarizeRuns } from './analyze.mjs';
import { README_END, README_START, markdownReport, rewriteReadme, spread, svgChart } from './report.mjs';
import { withoutRemoteHints } from './servers.mjs';

/** A recorded load: the page, two scripts before the content, one after, an image. */
function load({ content = 1000 } = {}) {
  return {
    fcp: 400,
    lcp: 1100,
    content,
    end: 3000,
    shifts: [{ startTime: 500, value: 0.01 }],
    longTasks: [{ startTime: 450, duration: 150 }],
    requests: [
      { id: '1', url: 'http://shop/', type: 'Document', initiator: { type: 'other' }, sentAt: 0, finishedAt: 150, encodedBytes: 2000 },
      { id: '2', url: 'http://shop/main.js', type: 'Script', initiator: { type: 'parser', url: 'http://shop/' }, sentAt: 160, finishedAt: 500, encodedBytes: 40_000 },
      { id: '3', url: 'http://shop/route.js', type: 'Script', initiator: { type: 'script', stack: { callFrames: [{ url: 'http://shop/main.js', functionName: 'l', lineNumber: 0, columnNumber: 1 }] } }, sentAt: 510, finishedAt: 900, encodedBytes: 20_000 },
      { id: '4', url: 'http://shop/later.js', type: 'Script', initiator: { type: 'script', stack: { callFrames: [{ url: 'http://shop/main.js', functionName: 'l', lineNumber: 0, columnNumber: 1 }] } }, sentAt: 1200, finishedAt: 1400, encodedBytes: 10_000 },
      { id: '5', url: 'http://shop/media/a.webp', type: 'Image', initiator: { type: 'parser', url: 'http://shop/' }, sentAt: 600, finishedAt: 800, encodedBytes: 8000 },
    ],
  };
}

const sizes = new Map([
  ['http://shop/main.js', { gzip: 41_000, br: 36_000 }],
  ['http://shop/route.js', { gzip: 21_000, br: 18_000 }],
  ['http://shop/later.js', { gzip: 11_000, br: 9000 }],
]);

describe('loadMetrics', () => {
  it('splits the scripts at the content and adds the bound', () => {
    const metrics = loadMetrics(load(), sizes);
    expect(metrics).toMatchObject({
      jsGzipBeforeContent: 62_000,
      jsBrotliBeforeContent: 54_000,
      jsGzipUntilIdle: 73_000,
      jsBrotliUntilIdle: 63_000,
      jsFilesBeforeContent: 2,
      jsFilesUntilIdle: 3,
      requestsBeforeContent: 4,
      requestsUntilIdle: 5,
      hopsBeforeContent: 3,
      criticalBytes: 70_000,
      cls: 0.01,
      tbt: 100,
      content: 1000,
    });
    // 3 × 150 ms + 70 000 bytes ÷ 200 000 bytes/s.
    expect(metrics.bound).toBe(800);
    expect(metrics.measuredOverBound).toBe(1.25);
  });

  it('takes the hops of the chain load when given', () => {
    expect(loadMetrics(load(), sizes, 7).hopsBeforeContent).toBe(7);
  });

  it('tells scripts by type or by name', () => {
    expect(isJs({ url: 'http://shop/x.js?v=1', type: 'Other' })).toBe(true);
    expect(isJs({ url: 'http://shop/api/x', type: 'Script' })).toBe(true);
    expect(isJs({ url: 'http://shop/api/x', type: 'Fetch' })).toBe(false);
  });
});

function report() {
  const federatedRuns = [loadMetrics(load({ content: 1000 }), sizes), loadMetrics(load({ content: 1300 }), sizes), loadMetrics(load({ content: 1100 }), sizes)];
  const monolithSizes = new Map([...sizes].map(([url, size]) => [url, { gzip: size.gzip / 2, br: size.br / 2 }]));
  const monolithRuns = [loadMetrics(load(), monolithSizes)];
  const pages = [
    {
      name: 'start',
      path: '/',
      content: '[data-slot="route:index"] h1',
      federated: { summary: summarizeRuns(federatedRuns), runs: federatedRuns, duplicates: { count: 2, extraBytes: 5000, packages: [{ pkg: 'zod', modules: 2, maxCopies: 3, extraBytes: 5000 }] }, chain: ['/', '/main.js'] },
      monolith: { summary: summarizeRuns(monolithRuns), runs: monolithRuns, duplicates: { count: 0, extraBytes: 0, packages: [] }, chain: ['/'] },
    },
  ];
  return {
    generatedAt: '2026-11-26T12:00:00.000Z',
    commit: 'abc1234',
    runs: 3,
    durationSeconds: 100,
    machine: { cpus: 2, node: 'v20.20.0' },
    conditions: { browser: '150', viewport: { width: 412, height: 823 }, rttMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpuSlowdown: 4 },
    budgets: { federatedOverMonolith: 1.15 },
    ratios: jsRatios(pages),
    pages,
  };
}

describe('the report', () => {
  it('gives federated ÷ monolith JS before content per page', () => {
    expect(report().ratios).toEqual({ perPage: [{ page: 'start', gzip: 2, brotli: 2 }], maxGzip: 2 });
  });

  it('writes the median with min and max, or one figure when the runs agree', () => {
    expect(spread({ median: 1100, min: 1000, max: 1300, n: 3 }, (v) => `${v}`)).toBe('1100 (1000–1300)');
    expect(spread({ median: 5, min: 5, max: 5, n: 3 }, (v) => `${v}`)).toBe('5');
    expect(spread({ median: null, min: null, max: null, n: 0 }, (v) => `${v}`)).toBe('–');
  });

  it('puts both builds of each page side by side in Markdown', () => {
    const markdown = markdownReport(report());
    expect(markdown).toContain('| start | federated | 2 / 3 | 62.0 KB | 54.0 KB | 73.0 KB | 63.0 KB | 4 / 5 | 3 | 2 (5.0 KB) |');
    expect(markdown).toContain('| start | monolith | 2 / 3 | 31.0 KB |');
    expect(markdown).toContain('| start | federated | 0.40 s | 1.10 s | 1.10 s (1.00 s–1.30 s) |');
    expect(markdown).toContain('largest 2.00 (budget 1.15)');
    expect(markdown).toContain('- start: 2 modules in more than one file, 5.0 KB minified beyond one copy: zod ×3 (5.0 KB)');
    expect(markdown).toContain('![JS before content and content time, federated and monolith](report.svg)');
  });

  it('draws a bar per page and build in each panel of the chart', () => {
    const svg = svgChart(report());
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<rect [^>]*fill="#c2410c"><title>/g)).toHaveLength(2);
    expect(svg.match(/<rect [^>]*fill="#1d4ed8"><title>/g)).toHaveLength(2);
    expect(svg).toContain('<title>start federated: 62</title>');
    expect(svg).toContain('<title>start monolith: 1.0</title>');
    expect(svg).toContain('(dashed: budget 170 KB)');
  });

  it('rewrites only the marked section of the README', () => {
    const readme = `# Shop\n\nbefore\n\n${README_START}\nold table\n${README_END}\n\nafter\n`;
    const rewritten = rewriteReadme(readme, report());
    expect(rewritten.startsWith(`# Shop\n\nbefore\n\n${README_START}\n`)).toBe(true);
    expect(rewritten.endsWith(`${README_END}\n\nafter\n`)).toBe(true);
    expect(rewritten).not.toContain('old table');
    expect(rewritten).toContain('| start | 3 / 3 | 62.0 KB / 31.0 KB | 73.0 KB / 36.5 KB | 63.0 KB / 31.5 KB | 3 / 3 | 0.010 / 0.010 | 2.00 |');
    // Twice gives the same README.
    expect(rewriteReadme(rewritten, report())).toBe(rewritten);
  });

  it('refuses a README without the markers', () => {
    expect(() => rewriteReadme('# Shop\n', report())).toThrow(/no bench section/);
  });
});

describe('the monolith page', () => {
  it('goes out without the preload hints for remote files, and keeps the rest', () => {
    const html =
      '<head><link nonce="n" as="script" href="/bootstrap.1.js" rel="preload">' +
      '<link nonce="n" rel="preload" href="/remotes/cart/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
      '<link nonce="n" rel="preload" href="/remotes/cart/1.0.0/remoteEntry.js" as="script" integrity="sha384-x">' +
      '<script nonce="n" src="/remotes/cart/1.0.0/remoteEntry.js"></script></head>';
    expect(withoutRemoteHints(html)).toBe('<head><link nonce="n" as="script" href="/bootstrap.1.js" rel="preload"></head>');
  });
});
