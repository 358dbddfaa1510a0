import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databaseDigest } from '../../testing/database-digest.test-support';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper, type Method, type Shopper } from '../../testing/accounts.test-support';

/*
 * Input that is valid JSON but no text (the text hardening): control
 * characters, bidi controls, zero-width and other invisible characters, lone
 * surrogates and non-characters. Every call that keeps a customer's or an
 * address's text refuses each class with 400 `validation` naming the field
 * and the character ("validation.characterNotAllowed|U+202E", the form's
 * message), and the database is the same afterwards. The same body without
 * the character is taken, so the refusal is the character's.
 */

let testApp: TestApp;
beforeEach(async () => {
  // Many refused calls from one client: the per-client attempt limits (security/attempt-limits.ts) are not what this tests.
  testApp = await createTestApp({ app: { clientRateLimitScale: 100 } });
});
afterEach(() => testApp.close());

/** One character of each class the text fields refuse, named as the message names it. */
const REFUSED: ReadonlyArray<readonly [string, string, string]> = [
  ['NUL', '\u0000', 'U+0000'],
  ['line feed', '\n', 'U+000A'],
  ['carriage return', '\r', 'U+000D'],
  ['tab', '\t', 'U+0009'],
  ['escape', '\u001b', 'U+001B'],
  ['DEL', '\u007f', 'U+007F'],
  ['C1 control (NEL)', '\u0085', 'U+0085'],
  ['bidi override (RLO)', '\u202e', 'U+202E'],
  ['bidi isolate (LRI)', '\u2066', 'U+2066'],
  ['bidi mark (RLM)', '\u200f', 'U+200F'],
  ['Arabic letter mark', '\u061c', 'U+061C'],
  ['zero-width space', '\u200b', 'U+200B'],
  ['zero-width joiner', '\u200d', 'U+200D'],
  ['word joiner', '\u2060', 'U+2060'],
  ['byte order mark', '\ufeff', 'U+FEFF'],
  ['soft hyphen', '\u00ad', 'U+00AD'],
  ['tag character', '\u{e0041}', 'U+E0041'],
  ['line separator', '\u2028', 'U+2028'],
  ['lone high surrogate', '\ud800', 'U+D800'],
  ['lone low surrogate', '\udfff', 'U+DFFF'],
  ['non-character', '\uffff', 'U+FFFF'],
];

const ANNA = { firstName: 'Anna', lastName: 'Berger' };
const ADDRESS = { streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien' };
const REGISTRATION = {
  salutation: 'Female',
  firstName: 'Renée',
  lastName: "O'Brien-Müller",
  ...ADDRESS,
  country: 'AT',
  email: 'renee.obrien@example.at',
  phoneNumber: '+436641112233',
  birthdate: '1988-03-14',
  password: 'Einkauf2026!',
  gender: 'Female',
  hasClubCard: false,
  hasActivationCode: false,
};
const BILLING = { ...ANNA, ...ADDRESS, email: 'anna.berger@example.at', phoneNumber: '+436641234567' };
const DELIVERY = { distributionType: 'DELIVERY', ...ANNA, ...ADDRESS, deliveryPhoneNumber: '0664 1234567', deliveryAddressText: 'Hof links' };
const PICKUP = { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1', ...ANNA };

interface Endpoint {
  readonly name: string;
  /** Who calls: a demo customer, or a guest (with a cart for the cart's calls). */
  readonly as: string | 'guest' | 'guest with a cart';
  readonly method: Method;
  readonly url: string;
  readonly body: Record<string, unknown>;
  /** The text fields the characters go into, at their middle. */
  readonly fields: readonly string[];
  /** Fields of several lines (a textarea): a line feed is text there. */
  readonly lines?: readonly string[];
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'registration', as: 'guest', method: 'POST', url: '/api/customers', body: REGISTRATION, fields: ['firstName', 'city'] },
  {
    name: 'profile',
    as: DEMO.anna,
    method: 'PUT',
    url: '/api/customers',
    body: { salutation: 'Female', academicTitle: 'Mag.', ...ANNA, email: DEMO.anna, birthdate: '1990-05-17' },
    fields: ['lastName', 'academicTitle'],
  },
  {
    name: 'new delivery address',
    as: DEMO.anna,
    method: 'POST',
    url: '/api/customers/addresses/delivery',
    body: { ...ANNA, ...ADDRESS, door: '4', deliveryNote: 'Bitte beim\nNachbarn abgeben' },
    fields: ['city', 'door'],
    lines: ['deliveryNote'],
  },
  {
    name: 'changed billing address',
    as: DEMO.anna,
    method: 'PUT',
    url: '/api/customers/addresses/billing',
    body: { id: 'a-10001-3', ...ANNA, ...ADDRESS, companyName: 'Berger KG' },
    fields: ['streetName', 'companyName'],
  },
  { name: 'cart billing address (guest)', as: 'guest with a cart', method: 'POST', url: '/api/carts/billing-address', body: BILLING, fields: ['lastName', 'postalCode'] },
  { name: 'cart billing address (customer)', as: DEMO.anna, method: 'POST', url: '/api/carts/billing-address', body: BILLING, fields: ['firstName'] },
  {
    name: 'cart delivery address (guest)',
    as: 'guest with a cart',
    method: 'POST',
    url: '/api/carts/distribution-address',
    body: DELIVERY,
    fields: ['streetName', 'deliveryAddressText'],
  },
  { name: 'cart pick-up address (customer)', as: DEMO.anna, method: 'POST', url: '/api/carts/distribution-address', body: PICKUP, fields: ['lastName'] },
  {
    name: 'physical card order',
    as: DEMO.plain,
    method: 'POST',
    url: '/api/customers/physical-card/order',
    body: { firstName: 'Lukas', lastName: 'Steiner', ...ADDRESS, country: 'AT' },
    fields: ['firstName', 'streetNumber'],
  },
  {
    name: 'offline account',
    as: 'guest',
    method: 'POST',
    url: '/api/customers/offline-account',
    body: { cardNumber: '9120045678901', email: 'markt@frischmarkt.example', ...ANNA },
    fields: ['lastName'],
  },
  {
    name: 'contact form',
    as: 'guest',
    method: 'POST',
    url: '/api/content/contact',
    body: { firstname: 'Anna', surname: 'Berger', email: 'anna.berger@example.at', contactgroup: 'order', text: 'Die Milch\nwar leider sauer.' },
    fields: ['surname'],
    lines: ['text'],
  },
  {
    name: 'questionnaire',
    as: 'guest',
    method: 'POST',
    url: '/api/content/questionnaire',
    body: { questionnaireId: 'shop-survey-2026', answers: { rating: 'gut\nwirklich', services: ['delivery'] }, street: 'Neubaugasse 7', city: 'Wien' },
    fields: ['street', 'city', 'answers.services.0'],
    lines: ['answers.rating'],
  },
];

async function caller(as: Endpoint['as']): Promise<Shopper> {
  const browser = await shopper(testApp.app, as.startsWith('guest') ? undefined : as);
  if (as === 'guest with a cart') expect((await browser.send('POST', '/api/carts/items', { sku: '100201', quantity: 1 })).statusCode).toBe(200);
  return browser;
}

/** The body with `character` in the middle of the text at `path` (dotted for nested answers). */
function withCharacter(body: Record<string, unknown>, path: string, character: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, copy);
  const text = [...String(parent[last])];
  text.splice(Math.ceil(text.length / 2), 0, character);
  parent[last] = text.join('');
  return copy;
}

function expectRefusal(response: LightMyRequestResponse, path: string, name: string, context: string): void {
  expect(response.statusCode, context).toBe(400);
  expect(response.json(), context).toMatchObject({
    errorCode: 'validation',
    customPayload: { issues: [{ path, message: `validation.characterNotAllowed|${name}` }] },
  });
}

describe('text that is no text: refused by every call that keeps a customer’s or an address’s text', () => {
  it.each(ENDPOINTS)('$name ($method $url): each class in each text field is 400 naming the field and the character, and nothing changes', async (endpoint) => {
    const browser = await caller(endpoint.as);
    const before = databaseDigest(testApp.store.db);
    for (const path of [...endpoint.fields, ...(endpoint.lines ?? [])]) {
      for (const [label, character, name] of REFUSED) {
        if (character === '\n' && endpoint.lines?.includes(path)) continue;
        const response = await browser.send(endpoint.method, endpoint.url, withCharacter(endpoint.body, path, character));
        expectRefusal(response, path, name, `${path} with ${label}`);
      }
    }
    expect(databaseDigest(testApp.store.db), 'the database after the refused requests').toBe(before);
    // The same body without the characters is taken: the refusals were theirs.
    const taken = await browser.send(endpoint.method, endpoint.url, endpoint.body);
    expect(taken.statusCode, taken.body).toBeLessThan(300);
  });

  it('a line break is refused in a one-line field of the same body whose textarea takes it', async () => {
    const anna = await caller(DEMO.anna);
    const response = await anna.send('POST', '/api/customers/addresses/delivery', { ...ANNA, ...ADDRESS, city: 'Wien\nSüd', deliveryNote: 'Hof\nlinks' });
    expectRefusal(response, 'city', 'U+000A', 'city with a line feed');
  });
});

describe('the characters of a password', () => {
  const PASSWORD_REFUSED = REFUSED.filter(([, character]) => /[\p{Cc}\p{Cs}]/u.test(character));

  it('a new password with a control character or a lone surrogate is 400 at registration, change and reset, and nothing changes', async () => {
    const guest = await caller('guest');
    const anna = await caller(DEMO.anna);
    const before = databaseDigest(testApp.store.db);
    for (const [label, character, name] of PASSWORD_REFUSED) {
      const password = `Einkauf${character}2026!`;
      expectRefusal(await guest.send('POST', '/api/customers', { ...REGISTRATION, password }), 'password', name, `registration with ${label}`);
      expectRefusal(
        await anna.send('PUT', '/api/customers/password', { oldPassword: 'Einkauf2026!', newPassword: password }),
        'newPassword',
        name,
        `change with ${label}`,
      );
      expectRefusal(
        await guest.send('POST', '/api/customers/password-reset/confirm', { token: 'a'.repeat(43), password }),
        'password',
        name,
        `reset with ${label}`,
      );
    }
    expect(databaseDigest(testApp.store.db)).toBe(before);
  });

  it('takes a password with an emoji sequence or a bidi mark, and logs in with it', async () => {
    const anna = await caller(DEMO.anna);
    const password = 'Einkauf👩\u200d💻\u200f2026';
    expect((await anna.send('PUT', '/api/customers/password', { oldPassword: 'Einkauf2026!', newPassword: password })).statusCode).toBe(204);
    const again = await caller('guest');
    expect((await again.send('POST', '/api/auth/login', { email: DEMO.anna, password })).statusCode).toBe(200);
  });

  it('logs in with whatever password is given: one set before the rule still works', async () => {
    const guest = await caller('guest');
    const response = await guest.send('POST', '/api/auth/login', { email: DEMO.anna, password: 'alt\u0000\ud800' });
    // Wrong, not malformed: the login checks the password, not its characters.
    expect(response.statusCode).toBe(401);
  });
});
