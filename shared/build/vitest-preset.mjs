// The one vitest configuration of the storefront's packages that run in a
// browser: shared, the shell and the five remotes. Each package's
// vitest.config.ts is `export default storefrontVitestConfig()`, so the time
// limits, the DOM matchers and the property budget cannot drift between them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * How long one fast-check property may run. Past it the property stops with
 * the runs it has made and passes if none failed, so a busy machine runs fewer
 * cases instead of failing; a counterexample found before then still fails it
 * (vitest-setup.mjs).
 */
export const PROPERTY_TIME_BUDGET_MS = 3_000;

/** The most properties one test holds (the test of this preset checks that the timeout leaves room for them). */
export const PROPERTIES_PER_TEST = 2;

/**
 * A hang guard, not a speed check: a test holding its properties at their full
 * budget, or typing into a form in jsdom while other suites run on the same
 * two cores, still finishes within it. 30 s, not 15: the questionnaire's test
 * types six ages into a lazily loaded form and took over 15 s while every
 * package's suite and a build shared the two cores.
 */
export const TEST_TIMEOUT_MS = 30_000;

const setupFile = fileURLToPath(new URL('./vitest-setup.mjs', import.meta.url));

/**
 * A remote's release toggles (`storefront.releaseToggles` in its package.json)
 * all on: the tests run the current version, as its build does without a
 * release (preset-releases.mjs, releaseToggleDefines).
 */
function currentReleaseToggles(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.fromEntries(Object.keys(pkg.storefront?.releaseToggles ?? {}).map((name) => [`RELEASE_TOGGLES.${name}`, 'true']));
}

/**
 * The vitest configuration of the package in the current folder: jsdom,
 * Testing Library's cleanup after each test (globals), mocks restored, the
 * jest-dom matchers and the property budget (the setup file), every release
 * toggle on. `overrides` is merged on top (shared runs in Node and measures
 * coverage).
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function storefrontVitestConfig(overrides = {}) {
  const base = defineConfig({
    define: currentReleaseToggles(process.cwd()),
    test: {
      environment: 'jsdom',
      // Lets Testing Library unmount what each test rendered, so tests stay isolated.
      globals: true,
      restoreMocks: true,
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: TEST_TIMEOUT_MS,
      setupFiles: [setupFile],
      provide: { propertyTimeBudgetMs: PROPERTY_TIME_BUDGET_MS },
    },
  });
  return mergeConfig(base, overrides);
}
