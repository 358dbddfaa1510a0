// The browser builds drop the prose of the operation descriptors line by line
// (strip-operation-docs.cjs). This holds every operation file to what that
// needs, and proves the removal keeps the rest of the descriptor.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const stripOperationDocs = require('./strip-operation-docs.cjs');
const src = new URL('../src/', import.meta.url).pathname;

function operationFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return operationFiles(full);
    return path.basename(dir) === 'operations' && entry.endsWith('.ts') && !entry.includes('.test') && entry !== 'index.ts' ? [full] : [];
  });
}

it('every operation writes its summary, alwaysAvailable and domain as one-line string literals, which the browser build drops', () => {
  const files = operationFiles(src);
  expect(files.length).toBeGreaterThanOrEqual(13);
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const stripped = stripOperationDocs(source);
    const left = stripped.match(/^\s*(summary|alwaysAvailable|domain):.*$/gm) ?? [];
    expect([path.relative(src, file), left]).toEqual([path.relative(src, file), []]);
    expect(source, path.relative(src, file)).toMatch(/^\s*summary: /m);
  }
});

it('the removal keeps everything else of a descriptor, strings with commas and escaped quotes included', () => {
  const source = [
    'export const x = defineOperation({',
    "  method: 'GET',",
    "  path: '/api/x/:id',",
    "  domain: 'cart',",
    "  summary: 'The cart\\'s lines, sorted, with \"prices\"',",
    "  alwaysAvailable: 'every page, always',",
    '  response: schema,',
    "  features: ['featureCartCheckout'],",
    '});',
  ].join('\n');
  const stripped = stripOperationDocs(source);
  expect(stripped).not.toMatch(/summary|alwaysAvailable|domain/);
  for (const kept of ["method: 'GET'", "path: '/api/x/:id'", 'response: schema', "features: ['featureCartCheckout']"]) expect(stripped).toContain(kept);
});
