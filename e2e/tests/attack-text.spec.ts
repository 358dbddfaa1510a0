import type { Page } from '@playwright/test';
import { api, expect, newCustomer, slot, test } from './fixtures';

/*
 * The text side of the attack suite: input that is valid JSON but no text.
 * One character of every class the text fields refuse (C0 controls with NUL,
 * TAB, CR and LF, DEL and C1, bidi overrides, isolates and marks, zero-width
 * and other invisible characters, the byte order mark, tag characters, line
 * separators, lone surrogates, non-characters) goes into the middle of every
 * text field the shop keeps for a customer or an address, on every call that
 * takes one: as a guest (with a cart) and as a logged-in customer. Each
 * attempt must be 400 `validation` naming the field and the character, and
 * what the shop reads back afterwards (the customer, the address book, the
 * cart) must hold none of them. One browser check: the address form of the
 * account shows the message under the field for a pasted bidi override.
 * Every check is counted; the last test prints one line.
 */

const CHUNK = { timeout: 20_000 };

/** One character of each refused class, as a code point (a lone surrogate is built in the page from its). */
const REFUSED: ReadonlyArray<readonly [string, number]> = [
  ['NUL', 0x0000],
  ['tab', 0x0009],
  ['line feed', 0x000a],
  ['carriage return', 0x000d],
  ['escape', 0x001b],
  ['DEL', 0x007f],
  ['C1 control (NEL)', 0x0085],
  ['bidi override (RLO)', 0x202e],
  ['bidi embedding (LRE)', 0x202a],
  ['bidi isolate (RLI)', 0x2067],
  ['bidi mark (RLM)', 0x200f],
  ['Arabic letter mark', 0x061c],
  ['zero-width space', 0x200b],
  ['zero-width joiner', 0x200d],
  ['word joiner', 0x2060],
  ['byte order mark', 0xfeff],
  ['soft hyphen', 0x00ad],
  ['tag character', 0xe0041],
  ['line separator', 0x2028],
  ['lone high surrogate', 0xd83d],
  ['lone low surrogate', 0xdc00],
  ['non-character', 0xfffe],
];

/** What a refused character is called in the message: U+ and its code point. */
const codePointName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Any refused character in text read back from the shop (LF only in a note, where it is text). */
const STORED_REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/u;

const totals = { attempts: 0, refused: 0, stored: 0, checks: 0, passed: 0 };

/** A named check: counted, and failing the test when it does not hold. */
function check(name: string, holds: boolean, detail: unknown = ''): void {
  totals.checks += 1;
  if (holds) totals.passed += 1;
  expect(holds, `${name} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`).toBe(true);
}

interface Endpoint {
  readonly name: string;
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly body: Record<string, unknown>;
  /** The text fields the characters go into (dotted for nested answers). */
  readonly fields: readonly string[];
  /** Fields of several lines: a line feed is text there. */
  readonly lines?: readonly string[];
}

interface Outcome {
  readonly status: number;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;
}

/**
 * Every class in every field of every endpoint, sent by the page's own
 * session as the storefront sends a call (XSRF token, Idempotency-Key), the
 * character built in the page and put in the middle of the field's text.
 */
async function attack(page: Page, endpoints: readonly Endpoint[]): Promise<void> {
  const attempts = endpoints.flatMap((endpoint) =>
    [...endpoint.fields, ...(endpoint.lines ?? [])].flatMap((field) =>
      REFUSED.filter(([, codePoint]) => !(codePoint === 0x0a && endpoint.lines?.includes(field))).map(([label, codePoint]) => ({
        name: `${endpoint.name}: ${field} with ${label}`,
        method: endpoint.method,
        path: endpoint.path,
        body: endpoint.body,
        field,
        codePoint,
      })),
    ),
  );
  const outcomes = await page.evaluate(async (list) => {
    await fetch('/api/csrf', { credentials: 'include' });
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const results: Outcome[] = [];
    for (const attempt of list) {
      const body = structuredClone(attempt.body) as Record<string, unknown>;
      const keys = attempt.field.split('.');
      const last = keys.pop() ?? '';
      const parent = keys.reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, body);
      const text = [...String(parent[last])];
      text.splice(Math.ceil(text.length / 2), 0, String.fromCodePoint(attempt.codePoint));
      parent[last] = text.join('');
      const response = await fetch(attempt.path, {
        method: attempt.method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { customPayload?: { issues?: Outcome['issues'] } };
      results.push({ status: response.status, issues: answer.customPayload?.issues ?? [] });
    }
    return results;
  }, attempts);
  const judged = attempts.map((attempt, index) => {
    const outcome = outcomes[index]!;
    const message = `validation.characterNotAllowed|${codePointName(attempt.codePoint)}`;
    const refused = outcome.status === 400 && outcome.issues.some((issue) => issue.path === attempt.field && issue.message === message);
    return { attempt, outcome, refused };
  });
  // Every attempt counted before the first failing check stops the test, so the summary line tells the whole run.
  for (const { outcome, refused } of judged) {
    totals.attempts += 1;
    if (refused) totals.refused += 1;
    if (outcome.status < 300) totals.stored += 1;
  }
  for (const { attempt, outcome, refused } of judged) {
    check(`${attempt.name}: 400 naming the field and ${codePointName(attempt.codePoint)}`, refused, outcome);
  }
}

/** The refused characters in what the shop answers at `path` now; each counts as stored. */
async function storedRefused(page: Page, path: string): Promise<string[]> {
  const answer = await api(page, 'GET', path);
  const found: string[] = [];
  const walk = (value: unknown, at: string): void => {
    if (typeof value === 'string') {
      // A note for the driver may have lines; nothing else may.
      const text = at.endsWith('deliveryNote') ? value.replace(/\n/g, '') : value;
      const refused = STORED_REFUSED.exec(text)?.[0];
      if (refused !== undefined) found.push(`${at}: ${codePointName(refused.codePointAt(0) ?? 0)}`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${at}.${key}`);
    }
  };
  walk(answer, path);
  totals.stored += found.length;
  return found;
}

const NAME = { firstName: 'Renée', lastName: "O'Brien-Müller" };
const STREET = { streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien' };
const BILLING = { ...NAME, ...STREET, email: 'renee.obrien@example.at', phoneNumber: '+436641234567' };
const DELIVERY = { distributionType: 'DELIVERY', ...NAME, ...STREET, deliveryPhoneNumber: '0664 1234567', deliveryAddressText: 'Hof links' };

/** The calls of a cart, a guest's or a customer's: its billing address, its delivery and its pick-up address. */
const CART_ENDPOINTS: readonly Endpoint[] = [
  { name: 'cart billing address', method: 'POST', path: '/api/carts/billing-address', body: BILLING, fields: ['lastName', 'city'] },
  { name: 'cart delivery address', method: 'POST', path: '/api/carts/distribution-address', body: DELIVERY, fields: ['streetName', 'deliveryAddressText'] },
  {
    name: 'cart pick-up address',
    method: 'POST',
    path: '/api/carts/distribution-address',
    body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1', ...NAME },
    fields: ['firstName'],
  },
];

// In order, in one worker, so the summary line after the last test adds up every call.
test.describe.configure({ mode: 'default' });

test.describe('attack suite: text input', () => {
  test('as a guest: registration, offline account, contact form, questionnaire and the cart’s addresses', async ({ page }) => {
    test.slow();
    await page.goto('/gibt-es-nicht-seite');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    await api(page, 'POST', '/api/carts/items', { sku: '100102', quantity: 1 });
    const email = `text.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.at`;
    await attack(page, [
      {
        name: 'registration',
        method: 'POST',
        path: '/api/customers',
        body: {
          salutation: 'Female', ...NAME, ...STREET, country: 'AT', email, phoneNumber: '+436641112233', birthdate: '1988-03-14',
          password: 'Einkauf2026!', gender: 'Female', hasClubCard: false, hasActivationCode: false, deliveryNote: 'Hof links',
        },
        fields: ['firstName', 'lastName', 'city'],
        lines: ['deliveryNote'],
      },
      {
        name: 'offline account',
        method: 'POST',
        path: '/api/customers/offline-account',
        body: { cardNumber: '9120045678901', email: 'markt@frischmarkt.example', ...NAME },
        fields: ['lastName'],
      },
      {
        name: 'contact form',
        method: 'POST',
        path: '/api/content/contact',
        body: { firstname: 'Renée', surname: 'Müller', email, contactgroup: 'order', city: 'Wien', text: 'Die Milch\nwar leider sauer.' },
        fields: ['surname', 'city'],
        lines: ['text'],
      },
      {
        name: 'questionnaire',
        method: 'POST',
        path: '/api/content/questionnaire',
        body: { questionnaireId: 'shop-survey-2026', answers: { rating: 'gut\nwirklich', services: ['delivery'] }, street: 'Neubaugasse 7', city: 'Wien' },
        fields: ['street', 'city', 'answers.services.0'],
        lines: ['answers.rating'],
      },
      ...CART_ENDPOINTS,
    ]);
    check('the guest’s cart holds no refused character', (await storedRefused(page, '/api/carts')).length === 0);
    // Nobody was registered: the address is still free, so a registration with it is taken now (202, a confirmation mail).
    const registered = await page.evaluate(async (address) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch('/api/customers', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({
          salutation: 'Female', firstName: 'Renée', lastName: 'Müller', streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien',
          country: 'AT', email: address, birthdate: '1988-03-14', password: 'Einkauf2026!', gender: 'Female', hasClubCard: false, hasActivationCode: false,
        }),
      });
      return response.status;
    }, email);
    check('no refused registration kept the e-mail address', registered === 202, registered);
    expect(totals.stored, 'attempts taken, and refused characters read back').toBe(0);
  });

  test('as a logged-in customer: profile, address book, the cart’s addresses and the physical card order', async ({ page }) => {
    test.slow();
    await page.goto('/gibt-es-nicht-seite');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    const email = await newCustomer(page);
    await api(page, 'POST', '/api/carts/items', { sku: '100102', quantity: 1 });
    const [saved] = await api<Array<{ id: string }>>(page, 'POST', '/api/customers/addresses/delivery', { ...NAME, ...STREET });
    await attack(page, [
      {
        name: 'profile',
        method: 'PUT',
        path: '/api/customers',
        body: { salutation: 'Female', academicTitle: 'Mag.', ...NAME, email, birthdate: '1988-03-14' },
        fields: ['firstName', 'lastName', 'academicTitle'],
      },
      {
        name: 'new address',
        method: 'POST',
        path: '/api/customers/addresses/delivery',
        body: { ...NAME, ...STREET, door: '4', deliveryNote: 'Bitte beim\nNachbarn abgeben' },
        fields: ['city', 'door'],
        lines: ['deliveryNote'],
      },
      {
        name: 'changed address',
        method: 'PUT',
        path: '/api/customers/addresses/delivery',
        body: { id: saved!.id, ...NAME, ...STREET },
        fields: ['streetName', 'lastName'],
      },
      ...CART_ENDPOINTS,
      {
        name: 'physical card order',
        method: 'POST',
        path: '/api/customers/physical-card/order',
        body: { ...NAME, ...STREET, country: 'AT' },
        fields: ['firstName', 'streetNumber'],
      },
    ]);
    for (const path of ['/api/customers', '/api/customers/addresses', '/api/carts']) {
      const found = await storedRefused(page, path);
      check(`${path} holds no refused character`, found.length === 0, found);
    }
    const book = await api<unknown[]>(page, 'GET', '/api/customers/addresses');
    check('the address book holds only the address saved before', book.length === 1, book);
    const card = await api<{ orderAvailability: string }>(page, 'GET', '/api/customers/physical-card/status');
    check('no card was ordered', card.orderAvailability === 'CanBeOrdered', card);
    expect(totals.stored, 'attempts taken, and refused characters read back').toBe(0);
  });

  test('the account’s address form shows “Zeichen … nicht erlaubt” under the field for a pasted bidi override, and sends nothing', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/gibt-es-nicht-seite');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    await newCustomer(page);
    await page.goto('/konto/adressen');
    const profile = slot(page, 'route:profile');
    await expect(profile.getByText('0 von 20 Adressen gespeichert')).toBeVisible(CHUNK);
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/customers/addresses')) changes.push(request.postData() ?? '');
    });
    await profile.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Adresse' });
    await dialog.getByLabel('Straße *', { exact: true }).fill('Argentinierstraße');
    await dialog.getByLabel('Hausnummer *', { exact: true }).fill('8');
    await dialog.getByLabel('PLZ *', { exact: true }).fill('1040');
    // "W" + right-to-left override + "ien" reads "Wnei" on screen: pasted, as a shopper would get it.
    const city = dialog.getByLabel('Ort *', { exact: true });
    await city.fill('W\u202eien');
    await dialog.getByLabel('Hinweis für die Lieferung').fill('Hof links\n2. Stiege');
    await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
    const message = dialog.getByText('Das Zeichen „U+202E“ ist nicht erlaubt.');
    await expect(message).toBeVisible();
    check('the message names the override under the city', (await city.getAttribute('aria-describedby'))?.split(' ').includes((await message.getAttribute('id')) ?? '-') ?? false);
    check('the city is marked invalid', (await city.getAttribute('aria-invalid')) === 'true');
    check('nothing was sent', changes.length === 0, changes);
    totals.attempts += 1;
    totals.refused += 1;
    // The same address typed plainly is saved, the note with its line break.
    await city.fill('Wien');
    await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(profile.getByText('1 von 20 Adressen gespeichert')).toBeVisible();
    check('the plain address is saved with the note’s line break', changes.length === 1 && JSON.parse(changes[0]!).deliveryNote === 'Hof links\n2. Stiege', changes);
  });

  test.afterAll(() => {
    if (totals.attempts === 0) return;
    console.log(
      `attack suite, text input: ${totals.attempts} attempts, ${totals.refused} refused, ${totals.stored} stored (${REFUSED.length} character classes; ${totals.passed} of ${totals.checks} checks passed)`,
    );
  });
});
