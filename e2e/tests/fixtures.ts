import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** The remotes, the path of one route each renders, and how to recognise that page. */
export const REMOTE_PAGES = [
  { remote: 'content', path: '/', slot: 'route:index' },
  { remote: 'catalogue', path: '/sortiment', slot: 'route:products-slug' },
  { remote: 'search', path: '/suche/milch', slot: 'route:search-term' },
  { remote: 'account', path: '/anmelden', slot: 'route:login' },
  { remote: 'cart-checkout', path: '/warenkorb', slot: 'route:cart' },
] as const;

export type RemoteName = (typeof REMOTE_PAGES)[number]['remote'];

export const FALLBACK_TEXT = 'Dieser Bereich ist gerade nicht verfügbar.';

/**
 * Every test collects uncaught page errors and console errors; a test fails if
 * one reaches the console. Failed resource loads the test itself caused (an
 * aborted remote) are the only console errors allowed: Chromium reports a
 * failed load as "Failed to load resource", and a remote's stylesheet the page
 * preloaded that answered an error as "Refused to apply style" (the error's
 * body is no stylesheet).
 */
const FAILED_REMOTE_STYLE = /^Refused to apply style from '[^']*\/remotes\/[^']+\.css' because its MIME type/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().startsWith('Failed to load resource') || FAILED_REMOTE_STYLE.test(message.text())) return;
      errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
    expect(errors, 'no uncaught error reaches the console').toEqual([]);
  },
});

export { expect };

/** Moves to a remote's page the way a shopper does: through the shell's header. */
export async function goThroughHeader(page: Page, remote: RemoteName): Promise<void> {
  const header = page.getByRole('banner');
  switch (remote) {
    case 'content':
      return header.getByRole('link', { name: 'Frischmarkt' }).click();
    case 'catalogue':
      return header.getByRole('link', { name: 'Sortiment' }).click();
    case 'account':
      return header.getByRole('link', { name: 'Anmelden' }).click();
    case 'cart-checkout':
      return header.getByRole('link', { name: 'Warenkorb' }).click();
    case 'search':
      // The header's search form may still be replaced by the search remote's fragment while the page
      // settles (a full run on two busy cores), taking the typed term with it: type and send until the
      // result page is where the shopper is.
      return expect(async () => {
        await headerSearchInput(page).fill('milch');
        await header.getByRole('button', { name: 'Suchen' }).click();
        await expect(page).toHaveURL(/\/suche\/milch/, { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
  }
}

/**
 * The header's search input: the search remote's flyout (a combobox) or, while
 * that remote is down, the shell's plain search form (a searchbox).
 */
export function headerSearchInput(page: Page) {
  const header = page.getByRole('banner');
  return header
    .getByRole('combobox', { name: 'Suchbegriff' })
    .or(header.getByRole('searchbox', { name: 'Suchbegriff' }));
}

export function slot(page: Page, name: string) {
  return page.locator(`[data-slot="${name}"]`);
}

/** Makes a remote unreachable: its manifest, entry and chunks all fail at the network. */
export async function takeRemoteDown(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}

/**
 * Serves a remote as a build that loads fine but lacks some of its routes or
 * fragments (an older version on a tenant, a part not shipped yet): its real
 * remoteEntry.js, whose container hands out the `./remote` definition without
 * the parts named. Parts it renders today can be taken away, so a test does
 * not depend on any part staying unbuilt.
 */
export async function serveRemoteWithout(
  page: Page,
  remote: RemoteName,
  missing: { readonly routes?: readonly string[]; readonly fragments?: readonly string[] },
): Promise<void> {
  const container = `storefront_${remote.replace(/-/g, '_')}`;
  const trim = `
;(function (container, missing) {
  ${container} = {
    init: container.init,
    get: function (module) {
      return container.get.apply(container, arguments).then(function (factory) {
        if (module !== './remote') return factory;
        return function () {
          var exported = factory();
          var definition = exported && 'default' in exported ? exported.default : exported;
          var without = function (parts, names) {
            var kept = Object.assign({}, parts);
            (names || []).forEach(function (name) { delete kept[name]; });
            return kept;
          };
          return {
            default: Object.assign({}, definition, {
              routes: without(definition.routes, missing.routes),
              fragments: without(definition.fragments, missing.fragments),
            }),
          };
        };
      });
    },
  };
})(${container}, ${JSON.stringify(missing)});`;
  await withoutIntegrity(page, remote);
  await page.route(`**/remotes/${remote}/*/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()) + trim });
  });
}

const INLINE_BOOT_DATA = /<script[^>]* id="sf-boot">.*?<\/script>/s;

/**
 * The page without the tenant config and redirect table it carries inline
 * (backend: the shell's page), so the shell fetches them from /tenant/config
 * and /api/content/redirects as on a dev server's page: for a test that
 * changes or reads that answer on its way.
 */
export async function withFetchedBootData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/tenant/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: (await response.text()).replace(INLINE_BOOT_DATA, '') });
    },
  );
}

/** The tenant config the shell's page carries inline for this visitor (the answer /tenant/config gives). */
export function inlineTenantConfig(html: string): { clientRuntimeConfig: { tenant: string; remotes: Array<{ name: string; version: string }> } } {
  const data = /<script[^>]* id="sf-boot">(.*?)<\/script>/s.exec(html)?.[1];
  if (data === undefined) throw new Error(`the page carries no inline boot data; it begins: ${html.slice(0, 300)}`);
  return (JSON.parse(data) as { tenantConfig: ReturnType<typeof inlineTenantConfig> }).tenantConfig;
}

const remotesWithoutIntegrity = new WeakMap<Page, Set<string>>();

/**
 * The page gets a remote as a build published before the registry recorded
 * hashes: no `integrity` in its remote map entry or on the page's preload of
 * its entry. Needed where a test changes the entry on its way: the shell
 * refuses a changed entry whose hash it knows (backend README, "Integrity").
 */
async function withoutIntegrity(page: Page, remote: string): Promise<void> {
  const known = remotesWithoutIntegrity.get(page);
  if (known) {
    known.add(remote);
    return;
  }
  const remotes = new Set([remote]);
  remotesWithoutIntegrity.set(page, remotes);
  await page.route('**/*', async (route) => {
    const request = route.request();
    const pathname = new URL(request.url()).pathname;
    if (pathname === '/tenant/config') {
      const response = await route.fetch();
      const config = await response.json();
      for (const entry of config.clientRuntimeConfig.remotes) {
        if (remotes.has(entry.name)) delete entry.integrity;
      }
      return route.fulfill({ response, json: config });
    }
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      // Without the inline tenant config: the shell fetches it, and the branch above takes the hashes out.
      let html = (await response.text()).replace(INLINE_BOOT_DATA, '');
      for (const name of remotes) {
        html = html.replace(new RegExp(`(href="/remotes/${name}/[^"]+/remoteEntry\\.js" as="script") integrity="[^"]*"`, 'g'), '$1');
      }
      return route.fulfill({ response, body: html });
    }
    return route.fallback();
  });
}

/**
 * Server-side faults for this test only (the backend's scoped fault injection,
 * FAULT_INJECTION=on): the browser context carries the scope cookie, so
 * parallel tests never see each other's faults. `clear` removes them.
 */
export async function scopedFaults(page: Page) {
  const scope = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('scopedFaults needs the baseURL of the Playwright config');
  await page.context().addCookies([{ name: 'sf-fault-scope', value: scope, url }]);
  return {
    /** A fault as the backend takes it (backend/src/kit/faults/faults.ts): a rate and a seed make a storm replayable. */
    async add(fault: { pattern: string; method?: string; status?: number; latencyMs?: number; loseAnswer?: true; rate?: number; seed?: number }) {
      const response = await page.request.post('/__test/faults', { data: { ...fault, scope } });
      expect(response.ok(), `fault ${fault.pattern} installed`).toBe(true);
    },
    async clear() {
      await page.request.delete(`/__test/faults?scope=${scope}`);
    },
    scope,
  };
}

/** Logs the seeded customer in through the API, as the login page does (backend README, demo customers). */
export async function logInAsCustomer(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/api/csrf', { credentials: 'include' });
    const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
      body: JSON.stringify({ email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
  });
}

/** What the backend answered a call: its status, content type and body (parsed when JSON, else the text). */
export interface ApiAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
  readonly body: unknown;
}

/**
 * A call of this visitor's browser session to the backend, as the storefront makes it: with the XSRF
 * token, a JSON body where there is one, and an Idempotency-Key on a change. Never throws: for calls a
 * test expects to be refused.
 */
/**
 * The seeded customer's cart for a checkout journey, on `origin`: signed in, the cart emptied, pickup at a
 * Vienna store, enough milk (sku 100201) for the minimum order value; then the checkout opened, its earliest
 * window taken and its billing step filled. Answers the checkout's slot, at the payment step.
 */
export async function customerAtPayment(page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/manifest.webmanifest`);
  await logInAsCustomer(page);
  await api(page, 'DELETE', '/api/carts/items/all').catch(() => undefined);
  await api(page, 'POST', '/api/carts/distribution-address', { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
  await api(page, 'POST', '/api/carts/items', { sku: '100201', quantity: 20 });
  await page.goto(`${origin}/kasse`);
  const checkout = slot(page, 'route:checkout');
  await expect(checkout.getByTestId('earliest-window')).toBeVisible({ timeout: 20_000 });
  await checkout.getByRole('button', { name: 'Speichern und weiter' }).click();
  await fillCustomerBilling(checkout);
  return checkout;
}

/**
 * The checkout's billing step for the seeded customer (logInAsCustomer): the address in Vienna and a phone
 * number, then on to the payment step. `checkout` is the checkout route's slot.
 */
export async function fillCustomerBilling(checkout: Locator): Promise<void> {
  await expect(checkout.getByLabel('E-Mail-Adresse')).toHaveValue('kundin@frischmarkt.example', { timeout: 20_000 });
  await checkout.getByLabel('Straße').fill('Neubaugasse');
  await checkout.getByLabel('Hausnummer').fill('7');
  await checkout.getByLabel('PLZ').fill('1070');
  await checkout.getByLabel('Ort').fill('Wien');
  await checkout.getByLabel('Telefonnummer', { exact: true }).fill('0660 1234567');
  await checkout.getByRole('button', { name: 'Speichern und weiter' }).click();
}

export async function apiAnswer(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      await fetch('/api/csrf', { credentials: 'include' });
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID() }),
          'X-XSRF-TOKEN': decodeURIComponent(token),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the text
      }
      return { status: response.status, contentType: response.headers.get('content-type'), text, body: parsed };
    },
    { method, path, body },
  );
}

/** A call as apiAnswer makes it that must succeed: its body (null for a 202 or 204 without one); a refusal throws. */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await apiAnswer(page, method, path, body);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body as T;
}

/**
 * A new customer with an account of its own, made through the API as the
 * registration and password reset pages make it, and logged in: for journeys
 * that leave something behind (an order, a delivery pass, an address) which the
 * seeded customers' other journeys must not find. Its address book starts empty.
 */
export async function newCustomer(page: Page, password = 'Einkauf2026!'): Promise<string> {
  const email = `bestellung.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.at`;
  await api(page, 'POST', '/api/customers', {
    salutation: 'Female',
    firstName: 'Vera',
    lastName: 'Lang',
    streetName: 'Neubaugasse',
    streetNumber: '7',
    postalCode: '1070',
    city: 'Wien',
    country: 'AT',
    email,
    phoneNumber: '+436641112233',
    birthdate: '1988-03-14',
    password,
    gender: 'Female',
    hasClubCard: false,
    hasActivationCode: false,
  });
  // The address is confirmed by the mailed password link (the journey of the password reset page).
  await api(page, 'POST', '/api/customers/password-reset', { email });
  const mails = (await (await page.request.get(`/__test/mails?to=${encodeURIComponent(email)}`)).json()).mails as Array<{ link: string }>;
  const token = new URL(mails[0]!.link).searchParams.get('token');
  await api(page, 'POST', '/api/customers/password-reset/confirm', { token, password });
  await api(page, 'POST', '/api/auth/login', { email, password });
  return email;
}

/** Screenshots of a checkout step at a phone's and a desktop's width into CHECKOUT_SHOTS, for a person to look at (not compared). */
export async function checkoutShots(page: Page, name: string): Promise<void> {
  if (!process.env.CHECKOUT_SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.CHECKOUT_SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/**
 * The page's remotes get `ms` to arrive before a slot shows its fallback and the header its stand-ins (the
 * tenant's `remoteLoadBudgetMs`, 4 s by default), set in the tenant config the page carries inline. For a
 * journey whose subject is not the budget, on a machine so busy that a remote can arrive later than 4 s
 * after its slot started: a header stand-in stays for the page's life.
 */
export async function withRemoteLoadBudget(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/tenant/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(INLINE_BOOT_DATA, (script) =>
        script.replace('"clientRuntimeConfig":{', `"clientRuntimeConfig":{"remoteLoadBudgetMs":${ms},`),
      );
      if ((inlineTenantConfig(body).clientRuntimeConfig as { remoteLoadBudgetMs?: number }).remoteLoadBudgetMs !== ms) {
        throw new Error("the budget did not reach the page's tenant config");
      }
      return route.fulfill({ response, body });
    },
  );
}
