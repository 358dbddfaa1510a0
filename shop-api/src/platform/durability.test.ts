import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSeededShopStore } from './seed-shop';
import { buildTestShop } from '../testing/test-app.test-support';
import { CookieJar, browserHeaders, fetchXsrfToken } from '../testing/test-app.test-support';

/** The package folder: the test starts the shop API (src/main.ts) as `pnpm start:shop-api` does. */
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

const CREDENTIALS = { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' };
const PROFILE = { birthdate: '1985-04-12', email: CREDENTIALS.email, lastName: 'Berger', salutation: 'Female' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storefront-db-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function customerFirstName(file: string): Promise<string | undefined> {
  const store = await openSeededShopStore(file);
  try {
    return (await store.customers.findById('c-10001'))?.firstName;
  } finally {
    store.db.close();
  }
}

describe('the database file', () => {
  it('keeps what was written through the app across a restart, sessions included', async () => {
    const databasePath = path.join(dir, 'shop.sqlite');
    const options = { databasePath };
    const app = await buildTestShop(options);
    const jar = new CookieJar();
    await fetchXsrfToken(app, jar);
    jar.store(await app.inject({ method: 'POST', url: '/api/auth/login?recaptchaResponse=t', headers: browserHeaders(jar), payload: CREDENTIALS }));
    const update = await app.inject({ method: 'PUT', url: '/api/customers', headers: browserHeaders(jar), payload: { ...PROFILE, firstName: 'Nachher' } });
    expect(update.statusCode).toBe(200);
    await app.close();

    const restarted = await buildTestShop(options);
    try {
      const customer = await restarted.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
      expect(customer.statusCode).toBe(200);
      expect(customer.json()).toMatchObject({ firstName: 'Nachher' });
    } finally {
      await restarted.close();
    }
  });

  it('loses nothing acknowledged when the process is killed right after answering', async () => {
    const databasePath = path.join(dir, 'shop.sqlite');
    const port = await freePort();
    // The server runs in this very process (node with tsx's loader, not the tsx CLI, which would run it in
    // a child of its own): the SIGKILL below must kill the server, not a wrapper that leaves it running.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PACKAGE_DIR, 'src', 'main.ts')], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PORT: String(port), DATABASE_PATH: databasePath, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitUntilListening(`${base}/api/openapi.json`, child);
      const jar = new CookieJar();
      const csrf = await fetch(`${base}/api/csrf`);
      const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
      jar.set('XSRF-TOKEN', token);
      const loginResponse = await fetch(`${base}/api/auth/login?recaptchaResponse=t`, {
        method: 'POST',
        headers: { ...browserHeaders(jar), 'content-type': 'application/json' },
        body: JSON.stringify(CREDENTIALS),
      });
      expect(loginResponse.status).toBe(200);
      // The new session and the XSRF token bound to it.
      const setCookies = loginResponse.headers.getSetCookie().join('\n');
      jar.set('sid', /sid=([^;]+)/.exec(setCookies)?.[1] ?? '');
      jar.set('XSRF-TOKEN', /XSRF-TOKEN=([^;]+)/.exec(setCookies)?.[1] ?? '');
      const update = await fetch(`${base}/api/customers`, {
        method: 'PUT',
        headers: { ...browserHeaders(jar), 'content-type': 'application/json' },
        body: JSON.stringify({ ...PROFILE, firstName: 'Bestätigt' }),
      });
      expect(update.status).toBe(200);
      // The answer has arrived: the change is acknowledged. The process dies without any chance to clean up.
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      // Nothing answers any more: the process that acknowledged the change is gone.
      await expect(fetch(`${base}/api/openapi.json`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    expect(await customerFirstName(databasePath)).toBe('Bestätigt');
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilListening(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the shop API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the shop API did not start');
}
