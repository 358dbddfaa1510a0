// pnpm bench: builds the federated storefront and its monolith, serves both
// with the real backend, loads each page cold in Chromium under Slow 4G and
// 4× CPU (BENCH_RUNS times, 5 by default), and writes bench/report.json,
// bench/report.md and bench/report.svg, and the README's byte table.
// BENCH_SKIP_BUILD=1 measures the builds as they are.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildMonolith, MONOLITH_DIST } from '../monolith/build.mjs';
import { isJs, jsRatios, loadMetrics, summarizeRuns } from './analyze.mjs';
import { CHROMIUM_ARGS, measurePage } from './measure.mjs';
import { PAGES, THROTTLING, VIEWPORT } from './pages.mjs';
import { markdownReport } from './report.mjs';
import { bytesOnTheWire, startBackend, startProxy, withoutRemoteHints } from './servers.mjs';
import { bytesPerSource, criticalChain, duplicatedModules } from './stats.mjs';
import { writeReport } from './write-report.mjs';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = path.resolve(BENCH_DIR, '..');
const SHELL_DIST = path.join(REPO_DIR, 'shell', 'dist');
const REGISTRY_DIR = path.resolve(process.env.REGISTRY_DIR || path.join(REPO_DIR, 'server', 'data', 'registry'));
/** Ports: the backends on 3381/3382, their proxies (what the browser loads) on 3383/3384. */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3381);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FEDERATION_BUDGET = 1.15;
/** BENCH_PAGES=start,cart measures only those pages (a quick look; the README table wants all of them). */
const SELECTED = process.env.BENCH_PAGES ? PAGES.filter((page) => process.env.BENCH_PAGES.split(',').includes(page.name)) : PAGES;

const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

function build() {
  log('building the federated storefront (pnpm build)');
  const result = spawnSync('pnpm', ['build'], { cwd: REPO_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`pnpm build failed (${result.status})`);
}

/** Source maps of a loaded file, from the build folders the backend serves (it does not serve maps). */
function localFile(url, shellDist) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/')) return path.join(REGISTRY_DIR, decodeURIComponent(pathname.slice('/remotes/'.length)));
  return path.join(shellDist, decodeURIComponent(pathname));
}

function duplicatesOf(urls, shellDist) {
  const files = [];
  for (const url of urls) {
    const file = localFile(url, shellDist);
    if (!existsSync(file) || !existsSync(`${file}.map`)) continue;
    files.push({ url, sizes: bytesPerSource(JSON.parse(readFileSync(`${file}.map`, 'utf8')), readFileSync(file, 'utf8')) });
  }
  return { ...duplicatedModules(files), filesWithMaps: files.length, files: urls.length };
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    build();
    log('building the monolith');
    await buildMonolith();
  }
  const buildSeconds = (Date.now() - started) / 1000;
  for (const dir of [SHELL_DIST, MONOLITH_DIST]) {
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no build: run without BENCH_SKIP_BUILD`);
  }

  const variants = [
    { name: 'federated', shellDist: SHELL_DIST, backendPort: BASE_PORT, proxyPort: BASE_PORT + 2, rewriteHtml: undefined },
    { name: 'monolith', shellDist: MONOLITH_DIST, backendPort: BASE_PORT + 1, proxyPort: BASE_PORT + 3, rewriteHtml: withoutRemoteHints },
  ];
  const stops = [];
  let browser;
  try {
    for (const variant of variants) {
      stops.push((await startBackend({ repoDir: REPO_DIR, port: variant.backendPort, shellDist: variant.shellDist, log })).stop);
      stops.push((await startProxy({ port: variant.proxyPort, target: variant.backendPort, rewriteHtml: variant.rewriteHtml })).stop);
      variant.origin = `http://127.0.0.1:${variant.proxyPort}`;
    }
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    log(`Chromium ${browser.version()}; warming the servers up`);
    for (const variant of variants) {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const target of SELECTED) {
        await page.goto(`${variant.origin}${target.path}`);
        await page.waitForSelector(target.content, { timeout: 30_000 });
      }
      await context.close();
    }

    // One load per page and build with async stacks in the initiators, for the request chain: network throttled as in
    // the timed runs, the CPU not (tracking async stacks costs CPU time, which is why the timed runs go without);
    // it ends at the content, as the chain counts only what finished before it.
    const chainLoads = new Map();
    for (const target of SELECTED) {
      for (const variant of variants) {
        const load = await measurePage(browser, { url: `${variant.origin}${target.path}`, content: target.content, asyncStacks: true, cpuSlowdown: false, untilIdle: false });
        chainLoads.set(`${target.name}/${variant.name}`, { load, chain: criticalChain(load.requests, load.content) });
        log(`chain    ${target.name.padEnd(8)} ${variant.name.padEnd(9)} ${chainLoads.get(`${target.name}/${variant.name}`).chain.hops} hops`);
      }
    }

    const loads = new Map(); // `${page}/${variant}` → loads
    for (let run = 1; run <= RUNS; run += 1) {
      for (const target of SELECTED) {
        // Alternate which build goes first, so neither always meets the machine in the same state.
        const order = run % 2 === 1 ? variants : [...variants].reverse();
        for (const variant of order) {
          const load = await measurePage(browser, { url: `${variant.origin}${target.path}`, content: target.content });
          const key = `${target.name}/${variant.name}`;
          loads.set(key, [...(loads.get(key) ?? []), load]);
          log(`run ${run}/${RUNS} ${target.name.padEnd(8)} ${variant.name.padEnd(9)} content ${(load.content / 1000).toFixed(2)} s, ${load.requests.length} requests`);
        }
      }
    }

    log('reading what the server sends for each script (brotli, gzip) and the source maps');
    const sizes = new Map();
    for (const list of loads.values()) {
      for (const request of list.flatMap((load) => load.requests)) {
        if (!isJs(request) || sizes.has(request.url) || request.failed) continue;
        const [br, gzip] = [await bytesOnTheWire(request.url, 'br'), await bytesOnTheWire(request.url, 'gzip')];
        sizes.set(request.url, { br: br.bytes, gzip: gzip.bytes, encodings: [br.encoding, gzip.encoding] });
      }
    }

    const pages = SELECTED.map((target) => {
      const entry = { name: target.name, path: target.path, content: target.content };
      for (const variant of variants) {
        const list = loads.get(`${target.name}/${variant.name}`);
        const { chain } = chainLoads.get(`${target.name}/${variant.name}`);
        const runs = list.map((load) => loadMetrics(load, sizes, chain.hops));
        const scripts = [...new Set(list[0].requests.filter((request) => isJs(request) && !request.failed).map((request) => request.url))];
        entry[variant.name] = {
          summary: summarizeRuns(runs),
          runs,
          duplicates: duplicatesOf(scripts, variant.shellDist),
          // The longest chain before content, to see where the hops go.
          chain: chain.urls.map((url) => new URL(url).pathname),
          scripts: scripts.map((url) => ({ path: new URL(url).pathname, ...sizes.get(url) })),
        };
      }
      return entry;
    });

    let commit = 'unknown';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_DIR, encoding: 'utf8' }).trim();
      if (execFileSync('git', ['status', '--porcelain'], { cwd: REPO_DIR, encoding: 'utf8' }).trim() !== '') commit += ' with uncommitted changes';
    } catch {
      // not a git checkout
    }
    const report = {
      generatedAt: new Date().toISOString(),
      commit,
      runs: RUNS,
      durationSeconds: (Date.now() - started) / 1000,
      buildSeconds,
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
      conditions: { browser: browser.version(), viewport: VIEWPORT, ...THROTTLING },
      budgets: { federatedOverMonolith: FEDERATION_BUDGET },
      ratios: jsRatios(pages),
      pages,
    };
    writeFileSync(path.join(BENCH_DIR, 'report.json'), `${JSON.stringify(report, null, 1)}\n`);
    writeReport(report, { readme: SELECTED.length === PAGES.length });
    console.log(`\n${markdownReport(report)}`);
    log(`wrote bench/report.json, bench/report.md, bench/report.svg and the README's byte table`);
    const max = report.ratios.maxGzip;
    console.log(`federated ÷ monolith JS before content (gzip): largest ${max === null ? '–' : max.toFixed(2)} against ${FEDERATION_BUDGET}${max !== null && max > FEDERATION_BUDGET ? ': OVER' : ''}`);
  } finally {
    await browser?.close();
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
