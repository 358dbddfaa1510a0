import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure logic runs in Node; files that need a DOM say so with a @vitest-environment jsdom docblock.
    environment: 'node',
    // Lets Testing Library unmount what each test rendered, so tests stay isolated.
    globals: true,
    restoreMocks: true,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      // The dev host runs only in a browser page of its own; index files only re-export.
      exclude: ['src/**/*.test.{ts,tsx}', 'src/platform/dev-host/**', 'src/**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
