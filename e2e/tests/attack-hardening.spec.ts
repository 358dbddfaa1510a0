import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';
import { packageDir, startOwnBackend, type OwnBackend } from './own-backend';

/*
 * The hardening classes of the attack suite, each on a backend of its own with
 * the limits as shipped (CLIENT_RATE_LIMIT_SCALE=1) and a registry of its own to
 * attack: the release API's paths, XSRF by spelling and from a same-site page,
 * links from a forged Host, guessing (passwords, codes, tokens), the operations
 * page's session, the repository's secrets outside development, release uploads
 * and the audit log. (Text input is attack-text.spec.ts, accounts and codes
 * attack-accounts.spec.ts.) Every attempt is counted per class; the last test
 * prints one line per class.
 */

const CHUNK = { timeout: 20_000 };
const ANNA = { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' };
const DEV = { searchTeam: 'dev-team-search-token', contentTeam: 'dev-team-content-token', operator: 'dev-operator-token' };

const tally = new Map<string, { tried: number; refused: number; failures: string[] }>();
/** One attempt of a class: refused or not; what was not refused is listed by the class's test. */
function attempt(kind: string, refused: boolean, detail: string): void {
  const entry = tally.get(kind) ?? { tried: 0, refused: 0, failures: [] };
  entry.tried += 1;
  if (refused) entry.refused += 1;
  else entry.failures.push(detail);
  tally.set(kind, entry);
}
const failuresOf = (kind: string) => tally.get(kind)?.failures ?? [];
/** An attempt counted without a verdict of its own (the test checks the whole run). */
function tallyOnly(kind: string, refused: boolean): void {
  const entry = tally.get(kind) ?? { tried: 0, refused: 0, failures: [] };
  entry.tried += 1;
  if (refused) entry.refused += 1;
  tally.set(kind, entry);
}

test.describe.configure({ mode: 'serial' });

let backend: OwnBackend;
let api: APIRequestContext;
test.beforeAll(async () => {
  backend = await startOwnBackend({ ownRegistry: true, env: { CLIENT_RATE_LIMIT_SCALE: '1' } });
  api = await playwrightRequest.newContext({ baseURL: backend.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await backend?.dispose();
  for (const [kind, { tried, refused }] of tally) console.log(`attack suite, ${kind}: ${tried} attempts, ${refused} refused`);
});

/** A browser page of the own backend, its XSRF token fetched. */
async function shopPage(page: Page): Promise<void> {
  await page.goto(`${backend.origin}/gibt-es-nicht-seite`);
  await page.evaluate(() => fetch('/api/csrf', { credentials: 'include' }));
}

/** A call of the page's session with its XSRF token; status and body, never thrown. */
async function call(page: Page, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return page.evaluate(
    async ({ method, url, body, headers }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'X-XSRF-TOKEN': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, url, body, headers },
  );
}

test('the release API deletes only versions of the token\'s own remote, in its own folder', async () => {
  test.slow();
  const releases = JSON.parse(readFileSync(path.join(backend.registryDir, 'releases.json'), 'utf8')) as Record<string, { version: string }>;
  const live = releases['content']!.version;
  const beside = path.join(backend.dir, 'beside-the-registry');
  mkdirSync(beside, { recursive: true });
  writeFileSync(path.join(beside, 'keep.txt'), 'keep');
  const hostile = [
    `..%2Fcontent%2F${live}`, '%2E', '%2E%2E', '.%2E', '%2e%2e%2f%2e%2e', '..%2F..%2Fbeside-the-registry', '..%2Fbeside-the-registry',
    `1.0.0%2F..%2F..%2Fcontent%2F${live}`, '..%5C..%5Cbeside-the-registry', '%2e%2e%5ccontent', '1.0.0%00', '1.0.0%2F', 'latest', '01.0.0', '1.0', '%252E%252E',
  ];
  for (const version of hostile) {
    for (const [remote, token] of [['search', DEV.searchTeam], ['content', DEV.contentTeam]] as const) {
      const answer = await api.fetch(`/registry/releases/${remote}/${version}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      attempt('release API paths', answer.status() >= 400 && answer.status() < 500, `DELETE ${remote}/${version}: ${answer.status()}`);
    }
  }
  // Another team's remote by its own path.
  const foreign = await api.fetch(`/registry/releases/content/${live}`, { method: 'DELETE', headers: { authorization: `Bearer ${DEV.searchTeam}` } });
  attempt('release API paths', foreign.status() === 403, `search's token on content: ${foreign.status()}`);
  expect(failuresOf('release API paths')).toEqual([]);
  expect((await api.get(`/remotes/content/${live}/remoteEntry.js`)).status()).toBe(200);
  expect(existsSync(path.join(backend.registryDir, 'audit.jsonl'))).toBe(true);
  expect(existsSync(path.join(backend.registryDir, 'search'))).toBe(true);
  expect(readFileSync(path.join(beside, 'keep.txt'), 'utf8')).toBe('keep');
});

test('XSRF: a change without a valid session-bound token is refused, however the path is spelled and from a same-site page', async ({ page, context }) => {
  test.slow();
  await shopPage(page);
  expect((await call(page, 'POST', '/api/auth/login', ANNA)).status).toBe(200);
  const addresses = async () => (await call(page, 'GET', '/api/customers/addresses')).body;
  const before = await addresses();

  // A page of the same site (another port of the shop's host), as a neighbour's page or an injected one would be.
  const attackerOrigin = new URL(backend.origin);
  attackerOrigin.port = String(Number(attackerOrigin.port) + 1);
  await context.route(`${attackerOrigin.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Nachbar</title><p>Gewinnspiel</p>' }));
  const attacker = await context.newPage();
  await attacker.goto(`${attackerOrigin.origin}/gewinnspiel`);
  const paths = [
    '/%61pi/auth/logout', '/api/auth/logou%74', '/%2561pi/auth/logout', '//api/auth/logout', '/API/auth/logout', '/api/auth/logout.', '/api/auth/logout/',
    '/%61pi/customers/addresses/delivery', '/api/customers/addresses/%64elivery', '/l%6Fgs', '/%61pi/carts/reset', '/%61pi/carts/finalize',
    '/api/auth/logout', '/api/carts/reset', '/api/customers/payment-methods/pm-10001-visa/set-primary',
  ];
  const address = JSON.stringify({ firstName: 'Mallory', lastName: 'Angreiferin', streetName: 'Gasse', streetNumber: '1', postalCode: '1010', city: 'Wien', country: 'AT' });
  for (const target of paths) {
    // no-cors: the browser sends it with the shop's cookies (same site) and no header the page could not set.
    await attacker.evaluate(
      async ({ url, body }) => {
        await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
      },
      { url: `${backend.origin}${target}`, body: target.includes('addresses') ? address : '' },
    );
    const stillIn = (await call(page, 'GET', '/api/customers')).status === 200;
    attempt('XSRF', stillIn && (await addresses()) === before, `no-cors POST ${target} from ${attackerOrigin.origin}`);
  }
  // The shop's own page with a token it made up, or one of another visitor, planted as a cookie and sent as the header.
  const stranger = await playwrightRequest.newContext({ baseURL: backend.origin });
  await stranger.get('/api/csrf');
  const strangers = (await stranger.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  await stranger.dispose();
  for (const token of ['A'.repeat(43), strangers, `${strangers.split('.')[0]}.${'B'.repeat(43)}`]) {
    for (const target of ['/api/auth/logout', '/%61pi/auth/logout']) {
      const answer = await page.evaluate(
        async ({ token, target }) => {
          const saved = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
          document.cookie = `XSRF-TOKEN=${token}; path=/`;
          const response = await fetch(target, { method: 'POST', credentials: 'include', headers: { 'X-XSRF-TOKEN': token } });
          document.cookie = `XSRF-TOKEN=${saved}; path=/`;
          return response.status;
        },
        { token, target },
      );
      attempt('XSRF', answer === 403, `POST ${target} with a planted token: ${answer}`);
    }
  }
  expect(failuresOf('XSRF')).toEqual([]);
  expect((await call(page, 'GET', '/api/customers')).status).toBe(200);
  await attacker.close();
});

test('mailed links lead to the tenant\'s own origin, whatever Host the request named', async () => {
  for (const host of ['evil.example', 'www.frischmarkt.example.evil.example', 'evil.example:443']) {
    const forged = await playwrightRequest.newContext({ baseURL: backend.origin, extraHTTPHeaders: { host } });
    await forged.get('/api/csrf');
    const token = (await forged.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const email = `host.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.at`;
    await forged.post('/api/customers', {
      headers: { 'x-xsrf-token': token },
      data: { salutation: 'Female', firstName: 'Hanna', lastName: 'Host', streetName: 'Gasse', streetNumber: '1', postalCode: '1010', city: 'Wien', country: 'AT', email, phoneNumber: '+436641112299', birthdate: '1985-05-05', password: 'Sommerfrische!7', gender: 'Female', hasClubCard: false, hasActivationCode: false },
    });
    await forged.post('/api/customers/password-reset', { headers: { 'x-xsrf-token': token }, data: { email } });
    const mails = (await (await api.get(`/__test/mails?to=${encodeURIComponent(email)}`)).json()).mails as Array<{ link: string }>;
    const origin = mails[0] ? new URL(mails[0].link).host : 'no mail';
    attempt('links from Host', mails.length > 0 && !origin.includes('evil.example'), `Host ${host}: the link went to ${origin}`);
    await forged.dispose();
  }
  expect(failuresOf('links from Host')).toEqual([]);
});

test('/ops: the sign-in opens a session of its own, which is no token and ends with sign-out', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ baseURL: backend.origin });
  const page = await context.newPage();
  await page.goto(`${backend.origin}/ops/login`);
  await page.getByLabel('Operator token').fill(DEV.operator);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as operator')).toBeVisible(CHUNK);
  const cookie = (await context.cookies()).find((item) => item.name === 'sf-ops')!;
  attempt('ops session', cookie.value !== DEV.operator && cookie.httpOnly && cookie.sameSite === 'Strict', `cookie ${JSON.stringify({ ...cookie, value: '…' })}`);
  const asBearer = await api.get('/registry/audit', { headers: { authorization: `Bearer ${cookie.value}` } });
  attempt('ops session', asBearer.status() === 401, `the session id as a bearer token: ${asBearer.status()}`);
  await expect(page.getByTestId('audit-verdict')).toHaveText(/^The audit log is intact/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Operator token')).toBeVisible();
  // The copied cookie, after sign-out.
  const copied = await playwrightRequest.newContext({ baseURL: backend.origin, extraHTTPHeaders: { cookie: `sf-ops=${cookie.value}` } });
  const afterSignOut = await copied.get('/ops', { maxRedirects: 0 });
  attempt('ops session', afterSignOut.status() === 303, `the old cookie after sign-out: ${afterSignOut.status()}`);
  const change = await copied.post('/ops/promote', { form: { tenant: 'biogarten', remote: 'search', revision: '0'.repeat(16) }, maxRedirects: 0 });
  attempt('ops session', change.status() === 401, `a change with the old cookie: ${change.status()}`);
  await copied.dispose();
  expect(failuresOf('ops session')).toEqual([]);

  // Someone edits the audit log behind the registry's back: the page says so.
  const auditFile = path.join(backend.registryDir, 'audit.jsonl');
  const lines = readFileSync(auditFile, 'utf8').trim().split('\n');
  writeFileSync(auditFile, `${[...lines.slice(0, -2), lines.at(-1)!.replace('"operator:operator"', '"operator:mallory"')].join('\n')}\n`);
  await page.getByLabel('Operator token').fill(DEV.operator);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('audit-verdict')).toHaveText(/^The audit log is not intact: line \d+/);
  attempt('audit log', true, 'a removed and a changed entry show on /ops');
  await context.close();
});

test('release uploads: capped in total, a body that breaks off is refused, nothing half is published', async () => {
  const nine = Buffer.alloc(9 * 1024 * 1024, 'x');
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {
    meta: { name: 'remote-meta.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ name: 'search', version: '9.9.9', contractVersion: 1 })) },
  };
  for (let index = 0; index < 6; index += 1) multipart[`chunk${index}`] = { name: `chunk-${index}.0123abcd.js`, mimeType: 'application/javascript', buffer: nine };
  const tooLarge = await api.post('/registry/releases', { multipart, headers: { authorization: `Bearer ${DEV.searchTeam}` } });
  attempt('release uploads', tooLarge.status() === 413, `54 MB upload: ${tooLarge.status()}`);
  const boundary = '----hardening';
  const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="remote-meta.json"\r\nContent-Type: application/json\r\n\r\n{"name":"search","version":"9.9.8","contractVersion":1}\r\n--${boundary}\r\nContent-Disposition: form-data; name="g"; filename="remoteEntry.js"\r\n\r\nvar x = `);
  const truncated = await api.post('/registry/releases', { data: body, headers: { authorization: `Bearer ${DEV.searchTeam}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  attempt('release uploads', truncated.status() === 400, `truncated upload: ${truncated.status()}`);
  expect(failuresOf('release uploads')).toEqual([]);
  const versions = (await (await api.get('/registry/releases', { headers: { authorization: `Bearer ${DEV.searchTeam}` } })).json()).versions.search as Record<string, unknown>;
  expect(Object.keys(versions)).not.toContain('9.9.8');
  expect(Object.keys(versions)).not.toContain('9.9.9');
});

test('guessing is slowed, then stopped; the shop says how long to wait, and a shopper who mistypes twice gets in', async ({ page }) => {
  test.slow();
  // Gift-card codes from a customer's own session (first: the guesses below use up this machine's sign-ins).
  const maria = await (await page.context().browser()!.newContext({ baseURL: backend.origin })).newPage();
  await shopPage(maria);
  expect((await call(maria, 'POST', '/api/auth/login', { email: 'club@frischmarkt.example', password: ANNA.password })).status).toBe(200);
  let giftCardRefusals = 0;
  for (let guess = 0; guess < 30; guess += 1) {
    const { status } = await call(maria, 'PUT', '/api/customers/digital-wallet/gift-card', { code: `6001 0000 7777 ${String(1000 + guess)}` });
    if (status === 429) giftCardRefusals += 1;
    // Eight free failures, the ninth earns the first wait: from the tenth on, refused unchecked.
    attempt('guessing', guess <= 8 ? status >= 400 && status !== 429 : status === 429, `gift-card guess ${guess}: ${status}`);
  }
  expect(giftCardRefusals).toBeGreaterThanOrEqual(21);
  // The sign-in page, as a shopper sees it.
  await page.goto(`${backend.origin}/anmelden`);
  const login = slot(page, 'route:login');
  const form = async (password: string) => {
    await login.getByLabel(/E-Mail-Adresse/).fill('neu@frischmarkt.example', CHUNK);
    await login.getByLabel(/Passwort/).fill(password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
  };
  for (const wrong of ['Einkauf2025!', 'einkauf2026!']) {
    await form(wrong);
    await expect(login.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  }
  await form(ANNA.password);
  await expect(login.getByRole('heading', { name: /Angemeldet als/ })).toBeVisible(CHUNK);

  // An attacker at Anna's account from the sign-in form.
  const attackerPage = await (await page.context().browser()!.newContext({ baseURL: backend.origin })).newPage();
  await attackerPage.goto(`${backend.origin}/anmelden`);
  const attackerLogin = slot(attackerPage, 'route:login');
  await attackerLogin.getByLabel(/E-Mail-Adresse/).fill(ANNA.email, CHUNK);
  for (let guess = 0; guess < 7; guess += 1) {
    await attackerLogin.getByLabel(/Passwort/).fill(`Sommer${guess}!`);
    await attackerLogin.getByRole('button', { name: 'Anmelden' }).click();
    await expect(attackerLogin.getByRole('alert')).toHaveText(/falsch|Zu viele Versuche/);
  }
  await attackerLogin.getByLabel(/Passwort/).fill(ANNA.password);
  await attackerLogin.getByRole('button', { name: 'Anmelden' }).click();
  await expect(attackerLogin.getByRole('alert')).toHaveText(/^Zu viele Versuche\. Bitte warten Sie \d+ Minuten?\.$/);
  attempt('guessing', true, 'the right password during the wait is refused on the page');
  // The same through the API: 30 more guesses, every one after the free ones refused unchecked.
  await shopPage(attackerPage);
  let checked = 0;
  for (let guess = 0; guess < 30; guess += 1) {
    const { status } = await call(attackerPage, 'POST', '/api/auth/login', { email: ANNA.email, password: `Winter${guess}!` });
    tallyOnly('guessing', status === 429);
    if (status === 401) checked += 1;
  }
  // At most one more password is checked should the first wait run out meanwhile on a slow machine: it doubles then.
  expect(checked).toBeLessThanOrEqual(1);


  // Operator tokens on the sign-in of /ops and on the release API.
  for (let guess = 0; guess < 20; guess += 1) {
    const ops = await api.post('/ops/login', { form: { token: `guessed-operator-token-${guess}` }, maxRedirects: 0 });
    // Five free, the sixth earns the first wait.
    attempt('guessing', guess <= 5 ? ops.status() === 401 : ops.status() === 429, `ops sign-in guess ${guess}: ${ops.status()}`);
    const release = await api.get('/registry/rollouts', { headers: { authorization: `Bearer guessed-team-token-${guess}-0123456789` } });
    attempt('guessing', guess <= 5 ? release.status() === 401 : release.status() === 429, `release API guess ${guess}: ${release.status()}`);
  }
  expect(failuresOf('guessing')).toEqual([]);
  await attackerPage.context().close();
  await maria.context().close();
});

test('outside development, no secret of this repository starts the shop', async () => {
  test.slow();
  const own = {
    STOREFRONT_ENV: 'staging',
    DATABASE_PATH: ':memory:',
    SERVER_DATABASE_PATH: ':memory:',
    REGISTRY_TEAM_TOKENS: 'search:attack-suite-team-token-search',
    REGISTRY_OPERATOR_TOKENS: 'anna:attack-suite-operator-token',
    PAYMENT_WEBHOOK_SECRET: 'attack-suite-webhook-secret',
    XSRF_SECRET: 'attack-suite-xsrf-secret-0123456789abcdef',
  };
  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['the development operator token', { REGISTRY_OPERATOR_TOKENS: `operator:${DEV.operator}` }, /REGISTRY_OPERATOR_TOKENS/],
    ['a team\'s development token as an operator\'s', { REGISTRY_OPERATOR_TOKENS: `anna:${DEV.searchTeam}` }, /REGISTRY_OPERATOR_TOKENS/],
    ['the development payment webhook secret', { PAYMENT_WEBHOOK_SECRET: 'frischpay-development-secret' }, /PAYMENT_WEBHOOK_SECRET/],
    ['no payment webhook secret', { PAYMENT_WEBHOOK_SECRET: undefined }, /PAYMENT_WEBHOOK_SECRET/],
    ['the development XSRF secret', { XSRF_SECRET: 'development-xsrf-secret-not-for-any-real-shop' }, /XSRF_SECRET/],
    ['one token for a team and an operator', { REGISTRY_OPERATOR_TOKENS: 'anna:attack-suite-team-token-search' }, /both a team and an operator token/],
  ];
  for (const [name, change, named] of cases) {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), PORT: String(40_000 + Math.floor(Math.random() * 20_000)), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    for (const [key, value] of Object.entries({ ...own, ...change })) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    const outcome = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageDir('stack'), 'src', 'main.ts')], { cwd: packageDir('stack'), env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
    attempt('secrets outside development', outcome.code !== 0 && outcome.code !== null && named.test(outcome.output), `${name}: exit ${outcome.code}`);
  }
  expect(failuresOf('secrets outside development')).toEqual([]);
});
