import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    // Every test builds the apps and stores it needs, so the files of a worker share their imported modules
    // (a third of the suite's time went to importing Fastify and the app again for each file).
    isolate: false,
    // Passwords are hashed at a test's scrypt cost (the shipped one is proved in passwords.test.ts).
    setupFiles: ['./src/testing/password-cost.test-support.ts'],
    // A guard against a hanging test, not a speed check: CI runs the packages' suites side by side on two cores.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
