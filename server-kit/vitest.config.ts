import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    // A guard against a hanging test, not a speed check: a suite on PostgreSQL creates a database per test,
    // and CI runs the packages' suites side by side on two cores.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
