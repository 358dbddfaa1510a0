// Rewrites the README's byte table (its marked section) from bench/report.json,
// as `pnpm bench` does at its end: `pnpm --filter @storefront/bench report:readme`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rewriteReadme } from './report.mjs';

const report = JSON.parse(readFileSync(fileURLToPath(new URL('../report.json', import.meta.url)), 'utf8'));
const readmeUrl = new URL('../../README.md', import.meta.url);
writeFileSync(readmeUrl, rewriteReadme(readFileSync(readmeUrl, 'utf8'), report));
console.log('README.md: the bench section is rewritten from bench/report.json');
