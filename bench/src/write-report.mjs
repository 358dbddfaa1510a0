// Writes bench/report.md, bench/report.svg and the README's byte table (its
// marked section) from a report; run on its own, from bench/report.json
// (`pnpm --filter @storefront/bench report`), e.g. after a change of the format.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { markdownReport, rewriteReadme, svgChart } from './report.mjs';

const BENCH = new URL('../', import.meta.url);

/** `readme`: whether to rewrite the README's table too (only a report of every page may). */
export function writeReport(report, { readme = true } = {}) {
  writeFileSync(new URL('report.md', BENCH), markdownReport(report));
  writeFileSync(new URL('report.svg', BENCH), svgChart(report));
  if (readme) {
    const readmeUrl = new URL('../README.md', BENCH);
    writeFileSync(readmeUrl, rewriteReadme(readFileSync(readmeUrl, 'utf8'), report));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = JSON.parse(readFileSync(fileURLToPath(new URL('report.json', BENCH)), 'utf8'));
  writeReport(report);
  console.log('wrote bench/report.md, bench/report.svg and the README\'s table from bench/report.json');
}
