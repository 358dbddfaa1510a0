import { describe, expect, it } from 'vitest';
import {
  bytesPerSource,
  clsFromShifts,
  criticalChain,
  decodeVlq,
  duplicatedModules,
  moduleIdentity,
  physicalBound,
  ratio,
  requestChains,
  summarize,
  totalBlockingTime,
} from './stats.mjs';

describe('summarize', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, n: 3 });
    expect(summarize([4, 1, 3, 10])).toEqual({ median: 3.5, min: 1, max: 10, n: 4 });
  });

  it('leaves out runs without a value, and says so when none has one', () => {
    expect(summarize([null, 2, undefined, Number.NaN])).toEqual({ median: 2, min: 2, max: 2, n: 1 });
    expect(summarize([null])).toEqual({ median: null, min: null, max: null, n: 0 });
  });
});

describe('clsFromShifts', () => {
  it('sums the shifts of one session window', () => {
    expect(clsFromShifts([{ startTime: 100, value: 0.1 }, { startTime: 600, value: 0.05 }])).toBeCloseTo(0.15);
  });

  it('starts a new window after a gap of a second and reports the largest window', () => {
    const shifts = [
      { startTime: 0, value: 0.1 },
      { startTime: 1500, value: 0.02 },
      { startTime: 1600, value: 0.03 },
    ];
    expect(clsFromShifts(shifts)).toBeCloseTo(0.1);
  });

  it('closes a window after five seconds even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01 }));
    // 0 … 4500 ms is one window (6 shifts), 5400 … 9900 the next (6 shifts).
    expect(clsFromShifts(shifts)).toBeCloseTo(0.06);
  });

  it('ignores shifts right after input', () => {
    expect(clsFromShifts([{ startTime: 0, value: 0.5, hadRecentInput: true }])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('counts the part over 50 ms of long tasks from FCP to the end', () => {
    const tasks = [
      { startTime: 50, duration: 300 }, // before FCP
      { startTime: 1000, duration: 120 },
      { startTime: 2000, duration: 51 },
      { startTime: 9000, duration: 500 }, // after the end
    ];
    expect(totalBlockingTime(tasks, 900, 5000)).toBe(71);
  });

  it('has no value without a first paint', () => {
    expect(totalBlockingTime([{ startTime: 0, duration: 100 }], null)).toBeNull();
  });
});

describe('physicalBound and ratio', () => {
  it('adds a round trip per hop to the time the bytes take through the link', () => {
    // 4 × 150 ms + 200 000 bytes at 1.6 Mbit/s (200 000 bytes/s) = 600 + 1000 ms.
    expect(physicalBound({ hops: 4, criticalBytes: 200_000, rttMs: 150, downloadBytesPerSecond: 200_000 })).toBe(1600);
  });

  it('divides, and has no value for a missing side or a zero divisor', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(3, 0)).toBeNull();
  });
});

const frame = (url, functionName, lineNumber = 0, columnNumber = 0) => ({ url, functionName, lineNumber, columnNumber });

describe('request chains', () => {
  const page = 'http://shop/';
  const main = 'http://shop/main.js';
  const chunk = 'http://shop/route.js';
  const requests = [
    { id: '1', url: page, type: 'Document', initiator: { type: 'other' }, sentAt: 0, finishedAt: 100 },
    { id: '2', url: main, type: 'Script', initiator: { type: 'parser', url: page }, sentAt: 110, finishedAt: 300 },
    // The boot asks for its config from main.js, inside boot() called at main.js:0:50 …
    { id: '3', url: 'http://shop/tenant/config', type: 'Fetch', initiator: { type: 'script', stack: { callFrames: [frame(main, 'request', 0, 10), frame(main, 'boot', 0, 50)] } }, sentAt: 320, finishedAt: 500 },
    // … an unrelated call finishes later, from another function …
    { id: '4', url: 'http://shop/api/other', type: 'Fetch', initiator: { type: 'script', stack: { callFrames: [frame(main, 'request', 0, 10), frame(main, 'other', 0, 90)] } }, sentAt: 330, finishedAt: 520 },
    // … and after awaiting the config, boot() asks for the route's chunk.
    {
      id: '5',
      url: chunk,
      type: 'Script',
      initiator: { type: 'script', stack: { callFrames: [frame(main, 'load', 0, 70)], parent: { description: 'await', callFrames: [frame(main, 'boot', 0, 50)] } } },
      sentAt: 530,
      finishedAt: 700,
    },
    { id: '6', url: 'http://shop/api/products', type: 'Fetch', initiator: { type: 'script', stack: { callFrames: [frame(chunk, 'render', 0, 5)] } }, sentAt: 710, finishedAt: 900 },
    // Sent before main.js arrived: a preload, not a dependant of it.
    { id: '7', url: 'http://shop/preloaded.js', type: 'Script', initiator: { type: 'parser', url: page }, sentAt: 120, finishedAt: 250 },
  ];

  it('follows the parser, the scripts on the stack and the answer the same invocation awaited', () => {
    const chains = requestChains(requests);
    expect(chains.get('1')).toEqual({ depth: 1, parent: null });
    expect(chains.get('2')).toEqual({ depth: 2, parent: '1' });
    expect(chains.get('3')).toEqual({ depth: 3, parent: '2' });
    expect(chains.get('5')).toEqual({ depth: 4, parent: '3' });
    expect(chains.get('6')).toEqual({ depth: 5, parent: '5' });
    expect(chains.get('7')).toEqual({ depth: 2, parent: '1' });
  });

  it('does not count a request as waited for when it finished after the dependant was sent', () => {
    const early = requests.map((request) => (request.id === '5' ? { ...request, sentAt: 450 } : request));
    // The config (3) was not there yet at 450 ms: the chunk waited for main.js only.
    expect(requestChains(early).get('5')).toEqual({ depth: 3, parent: '2' });
  });

  it('reports the longest chain among what finished before the content', () => {
    expect(criticalChain(requests, 950)).toEqual({ hops: 5, urls: [page, main, 'http://shop/tenant/config', chunk, 'http://shop/api/products'] });
    expect(criticalChain(requests, 710).hops).toBe(4);
  });
});

describe('source maps', () => {
  it('decodes base64 VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CACD')).toEqual([1, 0, 1, -1]);
    expect(decodeVlq('gB')).toEqual([16]);
  });

  it('attributes each generated character to the source of its segment', () => {
    // Columns 0–4 from a.js, 5–9 from b.js, 10–11 from a.js again; line 2 from b.js.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,KCAA,KDAA;ACAA' };
    const sizes = bytesPerSource(map, 'aaaaabbbbbaa\nbbb');
    expect(Object.fromEntries(sizes)).toEqual({ 'a.js': 7, 'b.js': 8 });
  });

  it('names a module by its path in its package, so two builds of it compare equal', () => {
    expect(moduleIdentity('webpack://storefront_cart/../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js')).toEqual({ key: 'zod/v4/core/core.js', pkg: 'zod' });
    expect(moduleIdentity('webpack://storefront_search/../node_modules/.pnpm/@hookform+resolvers@7.0.7/node_modules/@hookform/resolvers/dist/index.mjs').pkg).toBe('@hookform/resolvers');
    expect(moduleIdentity('webpack://storefront_shell/../shared/src/platform/api/call.ts')).toEqual({ key: '@storefront/shared/src/platform/api/call.ts', pkg: '@storefront/shared' });
    expect(moduleIdentity('webpack://storefront_search/webpack/runtime/load_script')).toEqual({ key: 'webpack/runtime/load_script', pkg: 'bundler runtime' });
    expect(moduleIdentity('webpack://storefront_search/./src/remote.ts').pkg).toBeNull();
  });

  it('finds modules that arrive in more than one file and the bytes beyond one copy', () => {
    const zod = (app) => `webpack://${app}/../node_modules/.pnpm/zod@4.6.7/node_modules/zod/index.js`;
    const files = [
      { url: 'a.js', sizes: new Map([[zod('a'), 1000], ['webpack://a/./src/a.ts', 50]]) },
      { url: 'b.js', sizes: new Map([[zod('b'), 900], ['webpack://b/./src/a.ts', 50]]) },
      { url: 'c.js', sizes: new Map([[zod('c'), 1000]]) },
    ];
    expect(duplicatedModules(files)).toEqual({
      count: 1,
      extraBytes: 1900,
      packages: [{ pkg: 'zod', modules: 1, maxCopies: 3, extraBytes: 1900 }],
    });
    expect(duplicatedModules(files.slice(0, 1)).count).toBe(0);
  });
});
