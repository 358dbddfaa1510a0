import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests run the current version: every release toggle on (src/release-toggles.ts).
  define: { 'RELEASE_TOGGLES.termHighlight': 'true' },
  test: {
    environment: 'jsdom',
    // A hang guard, not a speed check: typing into forms in jsdom is slow when CI runs the suites side by side.
    testTimeout: 15_000,
    // Lets Testing Library unmount what each test rendered, so tests stay isolated.
    globals: true,
    restoreMocks: true,
  },
});
