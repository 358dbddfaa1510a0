import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiAnswer as call, expect, newCustomer as registeredCustomer } from './fixtures';
import { packageDir } from './own-backend';

/*
 * What the attack suite's headers-and-calls spec (attack-headers.spec.ts) calls with: a customer's page and its
 * calls, the ids in an answer, and a backend of its own outside development.
 */

/** The directives of a Content-Security-Policy, by name (lower case), each with its values. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The seeded card of Anna's that the saved-cards journey deletes (backend seed, customer-accounts.ts). */
export const ANNAS_CARD_REMOVED_BY_HER_JOURNEY = 'pm-10001-amex';

/** Every `id` (and `…Id`) value under a JSON value. */
export function collectIds(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        if ((key === 'id' || key === 'lineItemId' || key === 'giftCardId' || key === 'paymentMethodId') && (typeof inner === 'string' || typeof inner === 'number')) found.add(String(inner));
        else walk(inner);
      }
    }
  };
  walk(value);
  return [...found];
}

export async function customerPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/gibt-es-nicht-seite');
  await call(page, 'POST', '/api/auth/login', { email, password: 'Einkauf2026!' }).then(({ status }) => expect(status).toBe(200));
  return page;
}

/** A customer of its own with one delivery address (registered and confirmed as the registration does it). */
export async function newCustomer(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/gibt-es-nicht-seite');
  const email = await registeredCustomer(page);
  await context.close();
  return email;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The backend as production runs it (outside development), on a port of its own, with an in-memory database. */
export function startBackend(port: number, env: Record<string, string>): ChildProcess {
  // Node with tsx's loader, not the pnpm and tsx wrappers: the process ended at the end is the server itself.
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir('stack'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: ':memory:',
      SERVER_DATABASE_PATH: ':memory:',
      FAULT_INJECTION: 'off',
      REGISTRY_TEAM_TOKENS: 'search:attack-suite-team-token-search,content:attack-suite-team-token-content',
      REGISTRY_OPERATOR_TOKENS: 'anna:attack-suite-operator-token',
      PAYMENT_WEBHOOK_SECRET: 'attack-suite-webhook-secret',
      XSRF_SECRET: 'attack-suite-xsrf-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
}

export async function waitUntilUp(context: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await context.get('/tenant/config', { failOnStatusCode: false }).catch(() => null))?.status() ?? 0, { timeout: 60_000, intervals: [500] })
    .toBe(200);
}
