import { request as playwrightRequest, type Page } from '@playwright/test';
import { ANNAS_CARD_REMOVED_BY_HER_JOURNEY, collectIds, customerPage, directives, freePort, newCustomer, startBackend, waitUntilUp } from './attack-headers-support';
import { api, apiAnswer as call, expect, logInAsCustomer, slot, test } from './fixtures';

/*
 * The attack suite (e2e README): headers and calls. The shell page's CSP (nonce,
 * 'strict-dynamic', object-src and base-uri 'none', frame-ancestors), the
 * other security headers, HSTS outside development (a second backend started
 * in staging mode, as production runs), the cookies' attributes, XSRF (403 on
 * a change without the token), CORS (never credentialed for a foreign
 * origin), the CMS iframes' sandboxes, and IDOR: two customers, each calling
 * with the other's ids. Every check is counted; the last test prints one line.
 */

const CHUNK = { timeout: 20_000 };
const checks = { passed: 0, total: 0 };

/** A named check: counted, and failing the test when it does not hold. */
function check(name: string, holds: boolean, detail: unknown = ''): void {
  checks.total += 1;
  if (holds) checks.passed += 1;
  expect(holds, `${name} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`).toBe(true);
}

// In order, in one worker, so the summary line after the last test adds up every place.
test.describe.configure({ mode: 'default' });

test.describe('attack suite: headers and calls', () => {
  test('the shell page: CSP with a fresh nonce and strict-dynamic, and the other security headers', async ({ request }) => {
    const pages = ['/', '/sortiment/obst', '/anmelden', '/gibt-es-nicht'];
    const nonces = new Set<string>();
    for (const path of pages) {
      const response = await request.get(path);
      const headers = response.headers();
      const html = await response.text();
      const csp = directives(headers['content-security-policy'] ?? '');
      const scriptSrc = csp.get('script-src') ?? [];
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1) ?? '';
      nonces.add(nonce);
      check(`${path}: script-src has a nonce`, nonce.length >= 16, scriptSrc);
      check(`${path}: script-src has 'strict-dynamic'`, scriptSrc.includes("'strict-dynamic'"), scriptSrc);
      check(`${path}: no 'unsafe-inline' or 'unsafe-eval' for scripts`, !scriptSrc.some((v) => /unsafe-(inline|eval)/.test(v)), scriptSrc);
      const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
      check(`${path}: every script tag carries the nonce`, scripts.length > 0 && scripts.every((tag) => tag.includes(`nonce="${nonce}"`)), scripts);
      check(`${path}: object-src 'none'`, csp.get('object-src')?.join(' ') === "'none'", csp.get('object-src'));
      check(`${path}: base-uri 'none'`, csp.get('base-uri')?.join(' ') === "'none'", csp.get('base-uri'));
      check(`${path}: frame-ancestors 'none'`, csp.get('frame-ancestors')?.join(' ') === "'none'", csp.get('frame-ancestors'));
      check(`${path}: nosniff`, headers['x-content-type-options'] === 'nosniff', headers['x-content-type-options']);
      check(`${path}: X-Frame-Options DENY`, headers['x-frame-options'] === 'DENY', headers['x-frame-options']);
      check(`${path}: referrer policy`, headers['referrer-policy'] === 'strict-origin-when-cross-origin', headers['referrer-policy']);
      check(`${path}: no HSTS in development (plain http)`, headers['strict-transport-security'] === undefined, headers['strict-transport-security']);
    }
    check('a fresh nonce per response', nonces.size === pages.length, [...nonces]);
    // API answers, files and errors: their own strict default policy, nosniff, JSON typed.
    for (const path of ['/api/csrf', '/tenant/config', '/api/gibt-es-nicht', '/media/og/frischmarkt.png']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');
      check(`${path}: nosniff`, headers['x-content-type-options'] === 'nosniff');
      check(`${path}: default policy with frame-ancestors and object-src 'none'`, csp.get('frame-ancestors')?.[0] === "'none'" && csp.get('object-src')?.[0] === "'none'", headers['content-security-policy']);
    }
  });

  test('cookies: the session HttpOnly, every cookie SameSite=Lax; the XSRF token readable by the page', async ({ page }) => {
    await page.goto('/anmelden');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    await logInAsCustomer(page);
    await api(page, 'POST', '/api/carts/items', { sku: '100102', quantity: 1 });
    const cookies = await page.context().cookies();
    const byName = new Map(cookies.map((cookie) => [cookie.name, cookie]));
    for (const name of ['sid', 'XSRF-TOKEN', 'loggedIn']) check(`cookie ${name} set`, byName.has(name), [...byName.keys()]);
    check('sid is HttpOnly', byName.get('sid')?.httpOnly === true);
    // A guest's cart is found by its cookie: HttpOnly too.
    const guest = await page.context().browser()!.newContext({ baseURL: page.url() });
    const guestPage = await guest.newPage();
    await guestPage.goto('/gibt-es-nicht-seite');
    await api(guestPage, 'POST', '/api/carts/items', { sku: '100102', quantity: 1 });
    const cartCookie = (await guest.cookies()).find((cookie) => cookie.name === 'cartId');
    check('a guest’s cartId is HttpOnly and SameSite=Lax', cartCookie?.httpOnly === true && cartCookie.sameSite === 'Lax', cartCookie);
    await guest.close();
    check('XSRF-TOKEN is readable by the page (double submit)', byName.get('XSRF-TOKEN')?.httpOnly === false);
    for (const cookie of cookies) check(`${cookie.name} SameSite`, cookie.sameSite === 'Lax' || cookie.sameSite === 'Strict', cookie.sameSite);
    await api(page, 'DELETE', '/api/carts/items/100102').catch(() => undefined);
  });

  test('outside development (staging, as production runs): HSTS, Secure cookies, and no test endpoints', async () => {
    test.slow();
    const port = await freePort();
    const server = startBackend(port, { STOREFRONT_ENV: 'staging' });
    try {
      const context = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
      await waitUntilUp(context);
      const page = await context.get('/');
      const hsts = page.headers()['strict-transport-security'] ?? '';
      check('staging: HSTS at least a year', /max-age=(\d+)/.test(hsts) && Number(/max-age=(\d+)/.exec(hsts)![1]) >= 31_536_000, hsts);
      check('staging: HSTS includeSubDomains', /includeSubDomains/i.test(hsts), hsts);
      const csrf = await context.get('/api/csrf');
      const setCookie = csrf.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
      check('staging: cookies are Secure', setCookie.length > 0 && setCookie.every((value) => /;\s*Secure/i.test(value)), setCookie);
      check('staging: cookies are SameSite=Lax', setCookie.every((value) => /;\s*SameSite=Lax/i.test(value)), setCookie);
      const faults = await context.post('/__test/faults', { data: { pattern: '/api/csrf', status: 500 } });
      check('staging: no fault-injection endpoints', faults.status() === 404 || faults.status() === 403, faults.status());
      await context.dispose();
    } finally {
      server.kill('SIGTERM');
    }
  });

  test('XSRF: a change without the token, or with another, is refused with 403 and changes nothing', async ({ page }) => {
    await page.goto('/anmelden');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    await logInAsCustomer(page);
    const before = JSON.stringify(await api(page, 'GET', '/api/customers'));
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/api/carts/items', { sku: '100102', quantity: 1 }],
      ['PUT', '/api/customers', { firstName: 'Mallory', lastName: 'Angreiferin', email: 'kundin@frischmarkt.example', salutation: 'Female' }],
      ['POST', '/api/auth/logout', undefined],
      ['DELETE', '/api/customers/payment-methods/pm-1', undefined],
      ['POST', '/api/customers/addresses/delivery', { firstName: 'X' }],
      ['POST', '/api/auth/login', { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [null, 'falsch', '']) {
        const status = await page.evaluate(
          async ({ method, path, body, token }) => {
            const response = await fetch(path, {
              method,
              credentials: 'include',
              headers: {
                'Content-Type': 'application/json',
                'Idempotency-Key': crypto.randomUUID(),
                ...(token === null ? {} : { 'X-XSRF-TOKEN': token }),
              },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            });
            return response.status;
          },
          { method, path, body, token },
        );
        check(`${method} ${path} with token ${JSON.stringify(token)}: 403`, status === 403, status);
      }
    }
    check('the customer is unchanged and still logged in', JSON.stringify(await api(page, 'GET', '/api/customers')) === before);
  });

  test('CORS: a foreign origin never gets a credentialed answer', async ({ request }) => {
    const origins = ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'https://www.frischmarkt.example.evil.example'];
    const paths = ['/api/customers', '/api/csrf', '/tenant/config', '/api/carts', '/api/auth/login'];
    for (const origin of origins) {
      for (const path of paths) {
        for (const method of ['GET', 'OPTIONS']) {
          const response = await request.fetch(path, {
            method,
            headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-xsrf-token' },
            failOnStatusCode: false,
          });
          const headers = response.headers();
          const allowed = headers['access-control-allow-origin'];
          check(
            `${method} ${path} from ${origin}: not credentialed for it`,
            headers['access-control-allow-credentials'] !== 'true' && allowed !== origin && allowed !== '*',
            headers,
          );
        }
      }
    }
  });

  test('CMS iframes: never allow-scripts together with allow-same-origin, also when the content asks for both', async ({ page }) => {
    test.slow();
    const asked = ['allow-scripts', 'allow-same-origin', 'allow-top-navigation', 'allow-forms', 'allow-popups', 'allow-modals', 'allow-popups-to-escape-sandbox'];
    await page.route('**/api/content/pages?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { blocks?: Array<{ type: string; fields?: Record<string, unknown>; children?: unknown[] }> };
      const walk = (blocks: Array<{ type: string; fields?: Record<string, unknown>; children?: unknown[] }>) => {
        for (const block of blocks) {
          if (block.type === 'iframe' && block.fields) block.fields.sandbox = asked;
          if (Array.isArray(block.children)) walk(block.children as typeof blocks);
        }
      };
      walk(body.blocks ?? []);
      await route.fulfill({ response, json: body });
    });
    // Third parties stay away: the frames load nothing real.
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.fulfill({ body: '<p>extern</p>', contentType: 'text/html' }));
    await page.goto('/inhaltsbausteine');
    const content = slot(page, 'route:index');
    await expect(content.locator('[data-block-type]').first()).toBeAttached(CHUNK);
    for (const name of ['Inhalt von YouTube laden', 'Inhalt von www.openstreetmap.org laden']) {
      const button = content.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await button.click();
    }
    await expect(content.locator('iframe')).toHaveCount(2, CHUNK);
    const frames = await page.locator('iframe').evaluateAll((elements) => elements.map((frame) => ({ sandbox: frame.getAttribute('sandbox'), src: frame.getAttribute('src') })));
    for (const frame of frames) {
      const tokens = (frame.sandbox ?? '').split(/\s+/);
      check(`iframe ${frame.src}: sandboxed`, frame.sandbox !== null, frame);
      check(`iframe ${frame.src}: not allow-scripts with allow-same-origin`, !(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')), frame);
      check(`iframe ${frame.src}: no top navigation`, !tokens.includes('allow-top-navigation'), frame);
    }
  });

  test('IDOR: each of two customers calls with the other’s ids; every call is refused and nothing changes', async ({ browser, baseURL }) => {
    test.slow();
    // Two customers of their own (no other journey touches them), each with an address and a cart line; and the seeded
    // Anna's saved cards, gift card and addresses as a third victim, whose ids must all still be hers afterwards.
    const first = await customerPage(browser, baseURL!, await newCustomer(browser, baseURL!));
    const second = await customerPage(browser, baseURL!, await newCustomer(browser, baseURL!));
    const anna = await customerPage(browser, baseURL!, 'kundin@frischmarkt.example');
    for (const [page, sku] of [[first, '100102'], [second, '201001']] as const) {
      expect((await call(page, 'POST', '/api/carts/items', { sku, quantity: 2 })).status).toBeLessThan(300);
      const address = { firstName: 'Max', lastName: 'Mallory', streetName: 'Neubaugasse', streetNumber: '9', postalCode: '1070', city: 'Wien' };
      expect((await call(page, 'POST', '/api/customers/addresses/billing', address)).status).toBeLessThan(300);
    }
    const snapshot = async (page: Page) => ({
      addresses: (await call(page, 'GET', '/api/customers/addresses')).body,
      payment: (await call(page, 'GET', '/api/customers/payment-methods')).body,
      wallet: (await call(page, 'GET', '/api/customers/digital-wallet')).body,
      cart: (await call(page, 'GET', '/api/carts')).body,
      orders: (await call(page, 'GET', '/api/customers/orders')).body,
      customer: (await call(page, 'GET', '/api/customers')).body,
    });
    const idsOf = (snap: Awaited<ReturnType<typeof snapshot>>) => ({
      addresses: collectIds(snap.addresses),
      payment: collectIds(snap.payment),
      giftCards: collectIds(snap.wallet),
      cart: String((snap.cart as { id?: string }).id ?? ''),
      lines: collectIds((snap.cart as { productLineItems?: unknown }).productLineItems ?? []),
      customerId: String((snap.customer as { id?: string }).id ?? ''),
    });
    const before = { first: await snapshot(first), second: await snapshot(second), anna: await snapshot(anna) };
    const ids = { first: idsOf(before.first), second: idsOf(before.second), anna: idsOf(before.anna) };
    check('the victims have ids to try', ids.first.addresses.length > 0 && ids.second.lines.length > 0 && ids.anna.payment.length > 0 && ids.anna.giftCards.length > 0, ids);

    let attempts = 0;
    let refused = 0;
    const tryAll = async (attacker: Page, victim: typeof ids.first) => {
      const tries: Array<[string, string, unknown?]> = [
        ...victim.addresses.flatMap((id): Array<[string, string, unknown?]> => [
          ['DELETE', `/api/customers/addresses/${id}`],
          ['POST', `/api/customers/addresses/${id}/primary`],
          ['DELETE', `/api/customers/addresses/${id}/combined`],
        ]),
        ...victim.payment.flatMap((id): Array<[string, string, unknown?]> => [
          ['DELETE', `/api/customers/payment-methods/${id}`],
          ['POST', `/api/customers/payment-methods/${id}/set-primary`],
        ]),
        ...victim.giftCards.map((id): [string, string] => ['DELETE', `/api/customers/digital-wallet/gift-card/${id}`]),
        ...victim.lines.map((id): [string, string] => ['DELETE', `/api/carts/${victim.cart}/items/${id}`]),
        ['POST', `/api/carts/merge/${victim.cart}`],
      ];
      for (const [method, path, body] of tries) {
        const { status } = await call(attacker, method, path, body);
        attempts += 1;
        if (status >= 400 && status < 500) refused += 1;
        else console.log(`IDOR not refused: ${method} ${path} answered ${status}`);
      }
      // Reads with the victim's id in the query answer the caller's own data.
      for (const path of [`/api/customers/orders?customerId=${victim.customerId}`, `/api/customers?customerId=${victim.customerId}`, `/api/carts?cartId=${victim.cart}`]) {
        const { status, body } = await call(attacker, 'GET', path);
        attempts += 1;
        const text = JSON.stringify(body);
        if (status >= 400 || (!text.includes(victim.customerId) && !text.includes(victim.cart))) refused += 1;
        else console.log(`IDOR: ${path} showed the victim`);
      }
    };
    await tryAll(second, ids.first);
    await tryAll(first, ids.second);
    await tryAll(second, ids.anna);
    // A guest with a customer's cart id in the cartId cookie gets no customer's cart, and cannot add to it.
    for (const victim of [ids.first, ids.second]) {
      const guest = await browser.newContext({ baseURL });
      await guest.addCookies([{ name: 'cartId', value: victim.cart, url: baseURL! }]);
      const guestPage = await guest.newPage();
      await guestPage.goto('/gibt-es-nicht-seite');
      for (const [method, path, body] of [['GET', '/api/carts'], ['POST', '/api/carts/items', { sku: '100503', quantity: 1 }]] as const) {
        const answer = await call(guestPage, method, path, body);
        attempts += 1;
        if ((answer.body as { id?: string } | null)?.id !== victim.cart) refused += 1;
        else console.log(`IDOR: a guest's ${method} ${path} reached a customer's cart by its id`);
      }
      await guest.close();
    }
    const after = { first: await snapshot(first), second: await snapshot(second), anna: await snapshot(anna) };
    check('the first customer’s addresses, cart, orders and profile unchanged', JSON.stringify(after.first) === JSON.stringify(before.first), { before: before.first, after: after.first });
    check('the second customer’s data unchanged', JSON.stringify(after.second) === JSON.stringify(before.second), { before: before.second, after: after.second });
    const annaAfter = idsOf(after.anna);
    // Anna's own card journey (account-profile.spec.ts) removes her American Express card in her session, possibly while
    // this test runs, so that card's absence afterwards says nothing about the attacker; the calls on it still count above.
    const annaKept = [...ids.anna.addresses, ...ids.anna.payment, ...ids.anna.giftCards].filter((id) => id !== ANNAS_CARD_REMOVED_BY_HER_JOURNEY);
    check('Anna’s addresses, cards and gift card all still hers', annaKept.every((id) => [...annaAfter.addresses, ...annaAfter.payment, ...annaAfter.giftCards].includes(id)), { before: ids.anna, after: annaAfter });
    console.log(`IDOR: ${attempts} calls with another customer’s ids, ${refused} refused, data changed 0`);
    check('every call with another customer’s id refused', refused === attempts, { attempts, refused });
    for (const page of [first, second, anna]) await page.context().close();
  });

  test.afterAll(() => {
    if (checks.total > 0) console.log(`attack suite, headers and calls: ${checks.passed} of ${checks.total} checks passed`);
  });
});
