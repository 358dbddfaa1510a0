import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../../testing/test-app.test-support';

const EMAIL = 'kundin@frischmarkt.example';
const PASSWORD = 'Einkauf2026!';
const NEW_PASSWORD = 'Sommerfrische!7';

let shop: TestApp;
let jar: CookieJar;
beforeEach(async () => {
  shop = await createTestApp({ captureLogs: true });
  jar = new CookieJar();
  await fetchXsrfToken(shop.app, jar);
});
afterEach(() => shop.close());

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'POST', url, headers: { ...browserHeaders(jar), ...headers }, payload });
}

function resetLinks(): string[] {
  return shop.logs.filter((line) => typeof line['resetLink'] === 'string').map((line) => String(line['resetLink']));
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

async function logIn(email: string, password: string) {
  const response = await post('/api/auth/login', { email, password });
  // The session and the XSRF token bound to it, as a browser keeps them.
  if (response.statusCode === 200) jar.store(response);
  return response.statusCode;
}

describe('POST /api/customers/password-reset', () => {
  it('answers 202 for a known and an unknown address alike, and logs a link only for the account', async () => {
    const known = await post('/api/customers/password-reset?recaptchaResponse=t', { email: EMAIL });
    const unknown = await post('/api/customers/password-reset', { email: 'niemand@frischmarkt.example' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const links = resetLinks();
    expect(links).toHaveLength(1);
    // The link leads to the tenant's password reset page with a 43-character token.
    expect(links[0]).toMatch(/^http:\/\/[^/]+\/passwort-vergessen\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('mails a link to the tenant\'s own origin, never to the Host the request named', async () => {
    for (const host of ['evil.example', 'www.frischmarkt.example.evil.example', 'localhost:1@evil.example']) {
      await post('/api/customers/password-reset', { email: EMAIL }, { host });
    }
    // Another account: one address gets three reset mails an hour at most.
    await post('/api/customers/password-reset', { email: 'neu@frischmarkt.example' }, { host: 'bio.localhost' });
    await post('/api/customers/offline-account', { email: 'filiale@frischmarkt.example', cardNumber: '9120098765436', firstName: 'Eva', lastName: 'Huber' }, { host: 'evil.example' });
    const origins = resetLinks().map((link) => new URL(link).origin);
    expect(origins).toHaveLength(5);
    // The default tenant's origin for three Hosts it does not know and for the offline account, Biogarten's for its own host.
    expect(origins).toEqual(['http://localhost:3000', 'http://localhost:3000', 'http://localhost:3000', 'http://bio.localhost:3000', 'http://localhost:3000']);
  });

  it('refuses a malformed address with 400 naming the field', async () => {
    const response = await post('/api/customers/password-reset', { email: 'kundin-at-frischmarkt' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual([{ path: 'email', message: expect.any(String) }]);
  });
});

describe('POST /api/customers/password-reset/confirm', () => {
  it('sets the new password once; the old one and the used link stop working; open sessions end', async () => {
    expect(await logIn(EMAIL, PASSWORD)).toBe(200);
    const before = (shop.store.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = 'c-10001'").get() as { n: number }).n;
    expect(before).toBeGreaterThan(0);

    await post('/api/customers/password-reset', { email: EMAIL });
    const token = tokenOf(resetLinks()[0]!);
    const done = await post('/api/customers/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    expect((shop.store.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = 'c-10001'").get() as { n: number }).n).toBe(0);

    const again = await post('/api/customers/password-reset/confirm', { token, password: 'Nochmal-anders1' });
    expect(again.statusCode).toBe(410);
    expect(again.json().errorCode).toBe('passwordResetLinkInvalid');

    expect(await logIn(EMAIL, PASSWORD)).toBe(401);
    expect(await logIn(EMAIL, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired link with 410', async () => {
    await post('/api/customers/password-reset', { email: EMAIL });
    const token = tokenOf(resetLinks()[0]!);
    shop.store.db.prepare("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const response = await post('/api/customers/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(410);
    expect(await logIn(EMAIL, PASSWORD)).toBe(200);
  });

  it('refuses an unknown token with 410 and a too short password with 400', async () => {
    const unknown = await post('/api/customers/password-reset/confirm', { token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(410);
    await post('/api/customers/password-reset', { email: EMAIL });
    const short = await post('/api/customers/password-reset/confirm', { token: tokenOf(resetLinks()[0]!), password: 'kurz' });
    expect(short.statusCode).toBe(400);
    expect(short.json().customPayload.issues).toEqual([{ path: 'password', message: expect.any(String) }]);
  });

  it('refuses a common password with 400 at the field and keeps the link for a better one', async () => {
    await post('/api/customers/password-reset', { email: EMAIL });
    const token = tokenOf(resetLinks()[0]!);
    const common = await post('/api/customers/password-reset/confirm', { token, password: ' Password1 ' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'password', message: 'validation.commonPassword' }] } });
    expect(await logIn(EMAIL, PASSWORD)).toBe(200);
    expect((await post('/api/customers/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('keeps only a hash of the token in the database', async () => {
    await post('/api/customers/password-reset', { email: EMAIL });
    const token = tokenOf(resetLinks()[0]!);
    const stored = shop.store.db.prepare('SELECT token_hash FROM password_resets').all() as Array<{ token_hash: string }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
  });
});

describe('PUT /api/customers/password', () => {
  function put(payload: object) {
    return shop.app.inject({ method: 'PUT', url: '/api/customers/password', headers: browserHeaders(jar), payload });
  }

  it('changes the password of the session customer when the old one is right', async () => {
    expect(await logIn(EMAIL, PASSWORD)).toBe(200);
    expect((await put({ oldPassword: 'falsch-falsch', newPassword: NEW_PASSWORD })).statusCode).toBe(403);
    const done = await put({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    jar = new CookieJar();
    await fetchXsrfToken(shop.app, jar);
    expect(await logIn(EMAIL, PASSWORD)).toBe(401);
    expect(await logIn(EMAIL, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a common new password with 400 at newPassword and keeps the old one', async () => {
    expect(await logIn(EMAIL, PASSWORD)).toBe(200);
    const common = await put({ oldPassword: PASSWORD, newPassword: 'Iloveyou' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'newPassword', message: 'validation.commonPassword' }] } });
    jar = new CookieJar();
    await fetchXsrfToken(shop.app, jar);
    expect(await logIn(EMAIL, 'Iloveyou')).toBe(401);
    expect(await logIn(EMAIL, PASSWORD)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await put({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });
});

describe('GET /__test/mails', () => {
  it('lists the reset link mailed to an address where the test endpoints are on, and nothing is kept without them', async () => {
    const testing = await createTestApp({ app: { faultInjection: true } });
    const testJar = new CookieJar();
    await fetchXsrfToken(testing.app, testJar);
    await testing.app.inject({ method: 'POST', url: '/api/customers/password-reset', headers: browserHeaders(testJar), payload: { email: EMAIL } });
    const mails = (await testing.app.inject({ method: 'GET', url: `/__test/mails?to=${EMAIL}` })).json().mails;
    expect(mails).toEqual([
      {
        to: EMAIL,
        kind: 'password-reset',
        link: expect.stringMatching(/\/passwort-vergessen\?token=[A-Za-z0-9_-]{43}$/),
        text: expect.stringContaining(mails[0].link),
      },
    ]);
    await testing.close();

    expect((await shop.app.inject({ method: 'GET', url: `/__test/mails?to=${EMAIL}` })).statusCode).toBe(404);
  });
});

describe('POST /api/customers/offline-account', () => {
  const STORE_CARD = { email: 'filiale@frischmarkt.example', cardNumber: '9120098765436', firstName: 'Eva', lastName: 'Huber' };

  it('opens the store card’s online account and mails the link to choose its password; the same answer for any other pair', async () => {
    const wrongCard = await post('/api/customers/offline-account', { ...STORE_CARD, cardNumber: '4006381333931' });
    const unknown = await post('/api/customers/offline-account', { ...STORE_CARD, email: 'niemand@example.at' });
    const known = await post('/api/customers/offline-account?recaptchaResponse=t', STORE_CARD);
    expect([wrongCard.statusCode, unknown.statusCode, known.statusCode]).toEqual([202, 202, 202]);
    expect(resetLinks()).toHaveLength(1);
    expect(await logIn(STORE_CARD.email, PASSWORD)).toBe(401);

    const done = await post('/api/customers/password-reset/confirm', { token: tokenOf(resetLinks()[0]!), password: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    expect(await logIn(STORE_CARD.email, NEW_PASSWORD)).toBe(200);
    const member = shop.store.db.prepare("SELECT card_id FROM loyalty_members lm JOIN customers c ON c.id = lm.customer_id WHERE c.email = 'filiale@frischmarkt.example'").get();
    expect(member).toEqual({ card_id: '9120098765436' });

    // Activated once: a second request opens nothing and mails nothing.
    await post('/api/customers/offline-account', STORE_CARD);
    expect(resetLinks()).toHaveLength(1);
  });

  it('refuses a card number that fails its EAN-13 check with 400 naming the field', async () => {
    const response = await post('/api/customers/offline-account', { ...STORE_CARD, cardNumber: '9120098765437' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual([{ path: 'cardNumber', message: expect.any(String) }]);
  });
});
