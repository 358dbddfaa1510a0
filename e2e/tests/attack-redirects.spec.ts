import type { Page } from '@playwright/test';
import { ATTACK_FULL, sample } from './attack-vectors';
import { expect, logInAsCustomer, slot, test, withFetchedBootData } from './fixtures';

/*
 * The open-redirect side of the attack suite (e2e README). Hundreds of
 * generated payloads (`//host`, `/\host`, `https:host`, percent-encodings,
 * userinfo, control characters, tabs and newlines) on every parameter that
 * redirects: the content redirect table (served as a compromised content
 * system would, since the backend refuses to store such rules; the table it
 * does serve is checked too), the login's returnUrl, the payment return
 * (`/zahlung` and its query) and the logout. Counted: navigations of the page
 * off the shop's origin, and any request to a foreign host at all. Every test
 * prints one line.
 */

const CHUNK = { timeout: 20_000 };

/** Hosts a redirect must never reach (another site, this machine on another port, look-alikes). */
const HOSTS = ['evil.example', 'evil.example:8443', '127.0.0.1:1', 'www.frischmarkt.example.evil.example', 'evil。example', '0x7f.0.0.1'];

/** Ways to write "go to H" that a careless check takes for a path of the shop. */
const FORMS: ReadonlyArray<(host: string) => string> = [
  (h) => `//${h}`,
  (h) => `///${h}`,
  (h) => `////${h}/`,
  (h) => `/\\${h}`,
  (h) => `\\\\${h}`,
  (h) => `\\/${h}`,
  (h) => `/\\/${h}`,
  (h) => `/\t/${h}`,
  (h) => `/\n/${h}`,
  (h) => `/\r/${h}`,
  (h) => `\t//${h}`,
  (h) => ` //${h}`,
  (h) => `\u0000//${h}`,
  (h) => `\u001f//${h}`,
  (h) => `https:${h}`,
  (h) => `https:/${h}`,
  (h) => `https:\\\\${h}`,
  (h) => `HTTPS:${h}`,
  (h) => `http://${h}`,
  (h) => `https://${h}/`,
  (h) => `https://www.frischmarkt.example@${h}/`,
  (h) => `https://127.0.0.1@${h}/`,
  (h) => `//shop:pw@${h}`,
  (h) => `https://${h}#@127.0.0.1`,
  (h) => `https://${h}?.frischmarkt.example`,
  (h) => `https://${h}\\.frischmarkt.example`,
  (h) => `/%2F%2F${h}`,
  (h) => `%2F%2F${h}`,
  (h) => `/%5C${h}`,
  (h) => `%5C%5C${h}`,
  (h) => `/%252F%252F${h}`,
  (h) => `/%09/${h}`,
  (h) => `/..//${h}`,
  (h) => `/.//${h}`,
  (h) => `/a/../..//${h}`,
  (h) => `//${h}%00.frischmarkt.example`,
  (h) => `//${h}/%2e%2e`,
  (h) => `javascript:location='https://${h}'`,
  (h) => `java\tscript:location.href='//${h}'`,
  (h) => `data:text/html,<meta http-equiv=refresh content="0;url=https://${h}">`,
  (h) => `\u3000//${h}`,
  (h) => `/\u2215\u2215${h}`,
];

export const REDIRECT_PAYLOADS: string[] = HOSTS.flatMap((host) => FORMS.map((form) => form(host)));

/** Every navigation of the page off the shop's origin, and every request to another host; foreign requests are aborted. */
async function watchOrigin(page: Page, origin: string) {
  const navigations: string[] = [];
  const foreign: string[] = [];
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && url !== 'about:blank' && !url.startsWith(`${origin}/`) && url !== origin) navigations.push(url);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return;
    foreign.push(url);
    if (request.isNavigationRequest()) navigations.push(url);
  });
  await page.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
  return { navigations, foreign };
}

async function softNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

function report(place: string, attempts: number, watched: { navigations: string[]; foreign: string[] }, extra = ''): void {
  console.log(`open redirect ${place}: ${attempts} attempts, navigations off the origin ${watched.navigations.length}, requests to foreign hosts ${watched.foreign.length}${extra}`);
  totals.attempts += attempts;
  totals.navigations += watched.navigations.length;
}
const totals = { attempts: 0, navigations: 0 };

// In order, in one worker, so the summary line after the last test adds up every place.
test.describe.configure({ mode: 'default' });

// The full sets (ATTACK_FULL) run for many minutes: one vector or payload per client-side navigation.
test.beforeEach(() => {
  if (ATTACK_FULL) test.setTimeout(40 * 60_000);
});

test.describe('attack suite: open redirects', () => {
  test('content redirect rules: the served table, and every payload as a compromised content system would serve it', async ({ page, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    // What the backend serves: not one target a browser would read as another origin.
    const served = (await (await page.request.get('/api/content/redirects')).json()) as Record<string, Record<string, string>>;
    const servedTargets = Object.values(served).flatMap((rules) => Object.values(rules));
    const servedForeign = servedTargets.filter((target) => new URL(target, `${origin}/`).origin !== origin && !/^https:\/\/[^/@]+\//.test(target));
    expect(servedForeign, 'targets of the served table leading off the shop (other than allow-listed https)').toEqual([]);

    const payloads = ATTACK_FULL ? REDIRECT_PAYLOADS : sample(REDIRECT_PAYLOADS, 84);
    const oneToOne = Object.fromEntries(payloads.map((payload, index) => [`/alt-${index}`, payload]));
    const manyToOne = Object.fromEntries(payloads.slice(0, ATTACK_FULL ? 60 : 8).map((payload, index) => [`/archiv-${index}/`, payload]));
    // The page carries the table inline; without it the shell fetches the table this test serves.
    await withFetchedBootData(page);
    let servedHostile = 0;
    await page.route('**/api/content/redirects', (route) => {
      servedHostile += 1;
      return route.fulfill({ json: { oneToOne: { ...oneToOne, '/alt-gut': '/angebote' }, manyToOne, manyToMany: { '/umzug/': '/' } } });
    });
    const watched = await watchOrigin(page, origin);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    const sources = [
      ...Object.keys(oneToOne),
      ...Object.keys(manyToOne).map((source) => `${source}irgendwas`),
      ...payloads.slice(-(ATTACK_FULL ? 60 : 8)).map((payload) => `/umzug/${payload.replace(/^\/+/, '')}`),
    ];
    let stayed = 0;
    for (const source of sources) {
      // pushState keeps tabs, newlines and NUL out of a URL as the browser would: percent-encoded.
      // eslint-disable-next-line no-control-regex -- the control characters are the point
      await softNavigate(page, source.replace(/[\t\n\r\u0000]/g, encodeURIComponent));
      await page.waitForTimeout(40);
      if (new URL(page.url()).origin === origin) stayed += 1;
    }
    // A full page load of a few too (the redirect decided at boot).
    for (const source of sources.slice(0, ATTACK_FULL ? 40 : 2)) {
      await page.goto(source);
      await expect(page.getByRole('banner')).toBeVisible(CHUNK);
      if (new URL(page.url()).origin === origin) stayed += 1;
    }
    // A path rule is still followed.
    await softNavigate(page, '/alt-gut');
    await expect(page).toHaveURL(/\/angebote$/, CHUNK);
    expect(servedHostile, 'the hostile table reached the shell').toBeGreaterThan(0);
    const attempts = sources.length + Math.min(sources.length, ATTACK_FULL ? 40 : 2);
    report('content redirects', attempts, watched, `, stayed on the shop ${stayed}; served table: ${servedTargets.length} targets, ${servedForeign.length} off the shop`);
    expect(watched.navigations).toEqual([]);
    expect(stayed).toBe(attempts);
  });

  test('login returnUrl: after a real login the shopper stays on the shop', async ({ page, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    const watched = await watchOrigin(page, origin);
    // A real login each (about 5 s on a busy machine): the full run takes one payload per form.
    const payloads = sample(REDIRECT_PAYLOADS, ATTACK_FULL ? FORMS.length : 2);
    let stayed = 0;
    const login = slot(page, 'route:login');
    const logInThere = async (path: string) => {
      await page.context().clearCookies();
      await page.goto(path);
      await login.getByLabel('E-Mail-Adresse').fill('kundin@frischmarkt.example', CHUNK);
      await login.getByLabel('Passwort', { exact: true }).fill('Einkauf2026!');
      await login.getByRole('button', { name: 'Anmelden' }).click();
    };
    for (const payload of payloads) {
      await logInThere(`/anmelden?returnUrl=${encodeURIComponent(payload)}&authRequired=true`);
      // Logged in: the login page's logged-in view (the target refused), or a path of the shop it was normalised to.
      await expect
        .poll(async () => !page.url().includes('/anmelden') || (await login.getByRole('button', { name: 'Abmelden' }).isVisible()), CHUNK)
        .toBe(true);
      if (new URL(page.url()).origin === origin) stayed += 1;
    }
    // A path of the shop is still followed.
    await logInThere(`/anmelden?returnUrl=${encodeURIComponent('/angebote?x=1')}`);
    await expect(page).toHaveURL(/\/angebote\?x=1$/, CHUNK);
    report('login returnUrl', payloads.length, watched, `, stayed on the shop ${stayed}`);
    expect(watched.navigations).toEqual([]);
    expect(stayed).toBe(payloads.length);
  });

  test('payment return and logout: every query parameter carries a payload', async ({ page, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    const watched = await watchOrigin(page, origin);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    const payloads = sample(REDIRECT_PAYLOADS, ATTACK_FULL ? REDIRECT_PAYLOADS.length : 16);
    const params = ['returnUrl', 'redirect', 'redirectUrl', 'next', 'url', 'target', 'continue', 'paymentError', 'step', 'cartId'];
    let stayed = 0;
    for (const [index, payload] of payloads.entries()) {
      const query = params.map((name) => `${name}=${encodeURIComponent(payload)}`).join('&');
      await softNavigate(page, index % 2 === 0 ? `/zahlung?${query}` : `/zahlung?status=approved&${query}`);
      // The page asks the backend and moves on (to the cart, the checkout's payment step or the confirmation).
      await expect(page).not.toHaveURL(/\/zahlung/, CHUNK);
      if (new URL(page.url()).origin === origin) stayed += 1;
    }
    // Logout from the login page's logged-in view, on a page whose query is full of payloads.
    const login = slot(page, 'route:login');
    const logouts = payloads.slice(0, ATTACK_FULL ? 40 : 2);
    for (const payload of logouts) {
      await logInAsCustomer(page);
      const query = params.map((name) => `${name}=${encodeURIComponent(payload)}`).join('&');
      await page.goto(`/anmelden?${query}`);
      await login.getByRole('button', { name: 'Abmelden' }).click(CHUNK);
      await expect(login.getByRole('button', { name: 'Anmelden' })).toBeVisible(CHUNK);
      await page.waitForTimeout(200);
      if (new URL(page.url()).origin === origin) stayed += 1;
    }
    report('payment return and logout', payloads.length + logouts.length, watched, `, stayed on the shop ${stayed}`);
    expect(watched.navigations).toEqual([]);
    expect(stayed).toBe(payloads.length + logouts.length);
  });

  test.afterAll(() => {
    if (totals.attempts === 0) return;
    console.log(`attack suite, open redirects: ${REDIRECT_PAYLOADS.length} payloads (${HOSTS.length} hosts × ${FORMS.length} forms), ${totals.attempts} attempts, navigations off the origin ${totals.navigations}`);
  });
});
