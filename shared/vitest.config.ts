import { storefrontVitestConfig } from './build/vitest-preset.mjs';

export default storefrontVitestConfig({
  test: {
    // Pure logic runs in Node; files that need a DOM say so with a @vitest-environment jsdom docblock.
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      // Tests and their support code are not what is measured; the dev host runs only in a browser page
      // of its own; index files only re-export.
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}', 'src/platform/dev-host/**', 'src/**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
