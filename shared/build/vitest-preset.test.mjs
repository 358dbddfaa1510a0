// The preset's promises: the per-test timeout leaves room for the property
// budget, and the setup file puts that budget on every property without
// hiding a failure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { PROPERTIES_PER_TEST, PROPERTY_TIME_BUDGET_MS, TEST_TIMEOUT_MS, storefrontVitestConfig } from './vitest-preset.mjs';

const workspace = new URL('../../', import.meta.url).pathname;
/** The packages on this preset. */
const PACKAGES = ['shared', 'shell', 'mfe-account', 'mfe-cart-checkout', 'mfe-catalogue', 'mfe-content', 'mfe-search'];

function testFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : testFiles(full);
    return /\.test(-support)?\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** For each test (`it(`/`test(` up to the next one), how many properties it runs (`fc.assert`/`fc.check`). */
function propertiesPerTest(source) {
  const counts = [];
  let current = null;
  for (const line of source.split('\n')) {
    const started = line.match(/^\s*(?:it|test)(?:\.each\(.*?\))?\(\s*(['`"])(.*?)\1/);
    if (started) {
      current = { name: started[2], properties: 0 };
      counts.push(current);
    }
    if (current) current.properties += (line.match(/fc\.(?:assert|check)\(/g) ?? []).length;
  }
  return counts;
}

/** Keeps the thread busy for `ms`, as a slow predicate on a busy machine does. */
function busyFor(ms) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('the vitest preset', () => {
  it('gives a test time for its properties at their full budget, and then some', () => {
    expect(TEST_TIMEOUT_MS).toBeGreaterThanOrEqual(2 * PROPERTIES_PER_TEST * PROPERTY_TIME_BUDGET_MS);
    const { test } = storefrontVitestConfig();
    expect(test.testTimeout).toBe(TEST_TIMEOUT_MS);
    expect(test.provide.propertyTimeBudgetMs).toBe(PROPERTY_TIME_BUDGET_MS);
    expect(inject('propertyTimeBudgetMs')).toBe(PROPERTY_TIME_BUDGET_MS);
  });

  it('no test of the packages on it runs more properties than the timeout leaves room for', () => {
    const files = PACKAGES.flatMap((pkg) => testFiles(path.join(workspace, pkg, 'src')));
    expect(files.length).toBeGreaterThan(100);
    const crowded = files.flatMap((file) =>
      propertiesPerTest(readFileSync(file, 'utf8'))
        .filter((test) => test.properties > PROPERTIES_PER_TEST)
        .map((test) => `${path.relative(workspace, file)}: ${test.name} (${test.properties})`),
    );
    expect(crowded).toEqual([]);
    expect(propertiesPerTest("it('a', () => {\n fc.assert(x);\n fc.assert(y);\n fc.check(z);\n});\nit('b', () => {});")).toEqual([
      { name: 'a', properties: 3 },
      { name: 'b', properties: 0 },
    ]);
  });

  it('keeps what a package adds and lets it override the rest', () => {
    const { test } = storefrontVitestConfig({ test: { environment: 'node', coverage: { provider: 'v8' } } });
    expect(test.environment).toBe('node');
    expect(test.coverage).toEqual({ provider: 'v8' });
    expect(test.globals).toBe(true);
    expect(test.setupFiles).toHaveLength(1);
  });
});

describe('the property budget of the setup file', () => {
  it('stops a property that would run far too long, and passes it with the runs it made', () => {
    const details = fc.check(
      fc.property(fc.integer(), () => busyFor(1)),
      { numRuns: 1_000_000_000 },
    );
    expect(details.interrupted).toBe(true);
    expect(details.failed).toBe(false);
    expect(details.numRuns).toBeGreaterThan(0);
    expect(details.numRuns).toBeLessThan(1_000_000_000);
  });

  it('still fails a property whose counterexample turned up before the budget ran out, shrunk as far as time allowed', () => {
    const started = performance.now();
    const details = fc.check(
      fc.property(fc.array(fc.string(), { minLength: 100 }), () => {
        const late = performance.now() - started > PROPERTY_TIME_BUDGET_MS / 2;
        // Holds for the first half of the budget, then fails on every input, slowly: shrinking runs into the budget.
        busyFor(late ? 50 : 1);
        expect(late).toBe(false);
      }),
      { numRuns: 1_000_000_000 },
    );
    expect(details.interrupted).toBe(true);
    expect(details.failed).toBe(true);
    expect(details.numShrinks).toBeGreaterThan(0);
    expect(details.counterexample).not.toBeNull();
  });
});
