import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Lets Testing Library unmount what each test rendered, so tests stay isolated.
    globals: true,
    restoreMocks: true,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      // The dev host runs only in a browser page of its own; index files only re-export.
      exclude: ['src/**/*.test.{ts,tsx}', 'src/dev-host/**', 'src/**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
