import { defineConfig } from '@playwright/test';

/** The backend serves the production build (shell and published remotes) on this port. */
const PORT = Number(process.env.E2E_PORT ?? 3300);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'de-DE',
    // Locally a failing test keeps its trace. CI keeps only its log, and recording every test's trace (its
    // screenshots above all) costs about an eighth of the suite's time on two cores, so CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // Shop times are Vienna's whatever the device says: the guest's checkout journey (window, review and
    // confirmation) and the expired window again, in a browser set to New York. Not the customers' journeys:
    // they spend the demo customers' gift card and pass, which the first project's run has used.
    {
      name: 'checkout-far-from-vienna',
      testMatch: 'checkout.spec.ts',
      grep: /guest delivery|window the validation finds expired/,
      use: { browserName: 'chromium', timezoneId: 'America/New_York' },
    },
  ],
  webServer: {
    command: 'pnpm --filter @storefront/stack start',
    url: `${BASE_URL}/tenant/config`,
    // In-memory database (a fresh seed per run) and the scoped fault-injection test endpoints.
    // The compatibility matrix (scripts/compat-matrix.mjs) points it at another shell build or registry.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STOREFRONT_ENV: 'development',
      DATABASE_PATH: ':memory:',
      SERVER_DATABASE_PATH: ':memory:',
      FAULT_INJECTION: 'on',
      // Every browser of the suite is one client (127.0.0.1): the per-client attempt limits are raised for it.
      // The attack suite starts backends of its own with the limits as shipped.
      CLIENT_RATE_LIMIT_SCALE: '50',
      ...(process.env.SHELL_DIST ? { SHELL_DIST: process.env.SHELL_DIST } : {}),
      ...(process.env.REGISTRY_DIR ? { REGISTRY_DIR: process.env.REGISTRY_DIR } : {}),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
