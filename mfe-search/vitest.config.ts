import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Lets Testing Library unmount what each test rendered, so tests stay isolated.
    globals: true,
    restoreMocks: true,
  },
});
