import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/platform/api';
import { addCartItem } from '@storefront/shared/cart';
import { linkGiftCard, unlinkGiftCard } from '@storefront/shared/account';
import { finalizeCart, submitCheckout } from '@storefront/shared/checkout';
import { readyCart } from '@storefront/shop-api/testing/cart-shop.test-support';
import { MUTATING_METHODS } from '@storefront/server-kit/http/methods';
import { DEMO } from '@storefront/shop-api/testing/accounts.test-support';
import { WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from '@storefront/shop-api/payment-provider/payment-provider';
import { DEVELOPMENT_WEBHOOK_SECRET } from '@storefront/server-kit/security/development-secrets';
import { UNLINKED_GIFT_CARD_CODES } from '@storefront/shop-api/account/seed/customer-accounts';
import { MAX_GIFT_CARDS_PER_WALLET } from '@storefront/shop-api/account/store/wallet';
import { CookieJar, createTestApp, stackOperations, stackRoutes, type TestApp } from '../testing/test-app.test-support';
import { IDEMPOTENCY_CASES } from './idempotency-call-cases.test-support';
import { visitorOf, type Call } from './idempotency-cases/case-kit.test-support';
import { REPLAY_HEADER } from '@storefront/server-kit/operations/idempotency';

/**
 * The Idempotency-Key on every mutating call (README "Idempotency-Key"): a
 * repeated key answers the first answer and changes nothing again. Each call
 * has its case in idempotency-cases/ (assembled in idempotency-call-cases.test-support.ts); a route without one fails here.
 */

/**
 * Mutating routes the key deliberately does not apply to: they are no API
 * operation (idempotency.ts), each with its reason; each is tested below to
 * run again under a repeated key.
 */
const EXEMPT: Readonly<Record<string, string>> = {
  'POST /payment-provider/checkout/:checkoutId':
    "the payment provider's page stands for another party: the decision proves itself by the page token inside the handler, which a stored answer would skip; a settled payment is never settled again",
  'POST /payment-provider/webhook':
    "the provider's notification proves itself by its signature inside the handler, which a stored answer would skip; an event id seen before changes nothing (duplicate: true)",
  'POST /csp-reports':
    "the browser's CSP violation reports: the browser sends them without a key, and a report changes nothing but the log (rate-limited)",
  'POST /__test/faults': 'a test control, installed only with fault injection (never in live)',
  'DELETE /__test/faults': 'a test control, installed only with fault injection (never in live)',
  'POST /__test/expire-session': 'a test control, installed only with fault injection (never in live)',
  'POST /__test/reset': 'a test control, installed only with fault injection; it empties every table, the stored answers too',
  'POST /registry/releases':
    'the release API, not a shopper call: a version is immutable, so the same build again answers 200 unchanged and another build under it 409, whatever the key',
  'DELETE /registry/releases/:remote/:version': 'the release API: a version deleted once answers 404 when asked again; the audit log has it once',
  'POST /registry/rollouts/:tenant/:remote/rollout':
    "the release API: the change carries the rule's revision, so a repeat is a 409 revisionConflict and nothing is applied twice",
  'POST /registry/rollouts/:tenant/:remote/promote':
    "the release API: the change carries the rule's revision, so a repeat is a 409 revisionConflict and nothing is applied twice",
  'POST /registry/rollouts/:tenant/:remote/rollback':
    "the release API: the change carries the rule's revision, so a repeat is a 409 revisionConflict and nothing is applied twice",
  'POST /ops/login': "the operations page's sign-in sets the operator's cookie again, which changes nothing",
  'POST /ops/logout': "the operations page's sign-out clears a cookie, which is the same done twice",
  'POST /ops/rollout': "the operations page's form carries the rule's revision: a form sent twice is refused the second time (409)",
  'POST /ops/promote': "the operations page's form carries the rule's revision: a form sent twice is refused the second time (409)",
  'POST /ops/rollback': "the operations page's form carries the rule's revision: a form sent twice is refused the second time (409)",
  'POST /1/events':
    "the search provider's insights endpoint stands for another party with its own contract (doc 1 §7: a third-party call); an event sent twice is counted twice, as the provider does",
};

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

/** The cookies and XSRF token a browser sends at one moment. */
interface BrowserState {
  readonly cookie: string;
  readonly xsrf: string | undefined;
}

function stateOf(jar: CookieJar): BrowserState {
  return { cookie: jar.header(), xsrf: jar.get(XSRF_COOKIE) };
}

function send(app: FastifyInstance, from: BrowserState, call: Call, key: string | undefined): Promise<LightMyRequestResponse> {
  return app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...(from.cookie ? { cookie: from.cookie } : {}),
      ...(from.xsrf ? { [XSRF_HEADER]: from.xsrf } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(call.multipart ? { 'content-type': call.multipart.contentType } : {}),
    },
    ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}),
    ...(call.multipart ? { payload: call.multipart.payload } : {}),
  });
}

/** What makes up an answer: what the mechanism stores and gives back. */
function answerOf(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    body: response.body,
    contentType: response.headers['content-type'],
    setCookie: response.headers['set-cookie'],
    cacheControl: response.headers['cache-control'],
    location: response.headers['location'],
  };
}

function caseName(testCase: (typeof IDEMPOTENCY_CASES)[number]): string {
  return testCase.situation ? `${testCase.route} (${testCase.situation})` : testCase.route;
}

describe('Idempotency-Key on every mutating call', () => {
  it('has a case or a listed exemption for every mutating route the app registers, and none for a route it lacks', async () => {
    // With fault injection the test controls are registered too.
    shop = await createTestApp({ app: { faultInjection: true } });
    const routes = stackRoutes(shop)
      .filter((route) => MUTATING_METHODS.has(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const cased = new Set(IDEMPOTENCY_CASES.map((testCase) => testCase.route));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !cased.has(route) && !(route in EXEMPT)), 'routes without an idempotency case').toEqual([]);
    expect([...cased, ...Object.keys(EXEMPT)].filter((route) => !routes.includes(route)), 'cases for routes the app does not have').toEqual([]);
    expect([...cased].filter((route) => route in EXEMPT), 'routes both cased and exempt').toEqual([]);
  });

  it.each(IDEMPOTENCY_CASES.map((testCase) => [caseName(testCase), testCase] as const))(
    '%s: a repeat answers the first answer and changes nothing again; another body under the key is refused (422, or the wallet 1005)',
    async (_name, testCase) => {
      const testShop = (shop = await createTestApp({ captureLogs: true }));
      const arranged = await testCase.arrange(testShop);
      const { app } = testShop;
      const { visitor, call } = arranged;
      const beforeCall = stateOf(visitor.jar);
      const before = await arranged.probe();

      const first = await send(app, beforeCall, call, 'first-key');
      expect(first.statusCode, first.body).toBeLessThan(300);
      expect(first.headers[REPLAY_HEADER]).toBeUndefined();
      visitor.jar.store(first);
      const afterFirst = await arranged.probe();
      if (!arranged.readOnly) expect(afterFirst, 'the call changes what the probe reads').not.toEqual(before);
      if (arranged.interfere) {
        await arranged.interfere(first);
        expect(await arranged.probe(), 'the change between the calls shows in the probe').not.toEqual(afterFirst);
      }
      const expected = await arranged.probe();

      // A retry after a lost answer (the cookies from before it), and a repeat by a browser that got it (its cookies kept).
      for (const [who, from] of [
        ['a retry after a lost answer', beforeCall],
        ['a repeat after the answer', stateOf(visitor.jar)],
      ] as const) {
        const repeat = await send(app, from, call, 'first-key');
        expect(answerOf(repeat), who).toEqual(answerOf(first));
        expect(repeat.headers[REPLAY_HEADER], who).toBe('true');
        expect(await arranged.probe(), who).toEqual(expected);
      }

      const variant = await send(app, stateOf(visitor.jar), arranged.variant, 'first-key');
      const reused = arranged.reusedKeyAnswer ?? { status: 422, errorCode: 'idempotencyKeyReused' };
      expect(variant.statusCode, variant.body).toBe(reused.status);
      expect(variant.json()).toMatchObject({ errorCode: reused.errorCode });
      expect(await arranged.probe()).toEqual(expected);

      // The probe is strong enough: the same call under a new key, a real second run, shows in its answer or in the probe.
      const rerun = await send(app, beforeCall, call, 'second-key');
      expect(rerun.headers[REPLAY_HEADER]).toBeUndefined();
      const seen = !isDeepStrictEqual(answerOf(rerun), answerOf(first)) || !isDeepStrictEqual(await arranged.probe(), expected);
      expect(seen, 'a second run would go unnoticed').toBe(true);
    },
  );
});

describe('first answers that are errors', () => {
  it('replays a 400 and changes nothing; the key stays spent on that request', async () => {
    const testShop = (shop = await createTestApp());
    const visitor = await visitorOf(testShop);
    await call(visitor.api, addCartItem, { body: { sku: '100503', quantity: 1 } });
    const lines = async () => (await testShop.store.carts.find(visitor.jar.get('cartId') ?? ''))?.lines.map((line) => [line.sku, line.quantity]);
    const before = await lines();
    const bad: Call = { method: 'POST', url: '/api/carts/items', body: { sku: '100201', quantity: 0 } };
    const first = await send(testShop.app, stateOf(visitor.jar), bad, 'bad-add');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: 'quantity' })] } });
    const repeat = await send(testShop.app, stateOf(visitor.jar), bad, 'bad-add');
    expect(answerOf(repeat)).toEqual(answerOf(first));
    expect(repeat.headers[REPLAY_HEADER]).toBe('true');
    // The corrected request is a new request: under the same key it is refused, under a new one it runs.
    const corrected: Call = { ...bad, body: { sku: '100201', quantity: 1 } };
    expect((await send(testShop.app, stateOf(visitor.jar), corrected, 'bad-add')).statusCode).toBe(422);
    expect(await lines()).toEqual(before);
    expect((await send(testShop.app, stateOf(visitor.jar), corrected, 'good-add')).statusCode).toBe(200);
    expect(await lines()).not.toEqual(before);
  });

  it('replays a refusal of the shop (409 wallet full) even once the call could succeed', async () => {
    const testShop = (shop = await createTestApp());
    const anna = await visitorOf(testShop, DEMO.anna);
    const { fifty, twenty, hundred, ten, fifteen } = UNLINKED_GIFT_CARD_CODES;
    for (const code of [fifty, twenty, hundred, ten]) await call(anna.api, linkGiftCard, { body: { code } });
    const link: Call = { method: 'PUT', url: '/api/customers/digital-wallet/gift-card', body: { code: fifteen } };
    const first = await send(testShop.app, stateOf(anna.jar), link, 'link-15');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ errorCode: 1014, customPayload: { maxGiftCards: MAX_GIFT_CARDS_PER_WALLET } });
    await call(anna.api, unlinkGiftCard, { params: { id: 'gc-free-10' } });
    const repeat = await send(testShop.app, stateOf(anna.jar), link, 'link-15');
    expect(answerOf(repeat)).toEqual(answerOf(first));
    expect(testShop.store.db.prepare("SELECT customer_id FROM gift_cards WHERE id = 'gc-free-15'").get()).toEqual({ customer_id: null });
    expect((await send(testShop.app, stateOf(anna.jar), link, 'link-15-again')).statusCode).toBe(200);
  });

  it('keeps a 401 under the visitor without a session: logged in, the same key is the customer’s own and runs', async () => {
    const testShop = (shop = await createTestApp());
    const visitor = await visitorOf(testShop);
    const rename: Call = { method: 'PUT', url: '/api/customers', body: { email: DEMO.plain, firstName: 'Luki', lastName: 'Steiner' } };
    const anonymous = await send(testShop.app, stateOf(visitor.jar), rename, 'rename');
    expect(anonymous.statusCode).toBe(401);
    expect((await send(testShop.app, stateOf(visitor.jar), rename, 'rename')).headers[REPLAY_HEADER]).toBe('true');
    const customer = await visitorOf(testShop, DEMO.plain);
    const loggedIn = await send(testShop.app, stateOf(customer.jar), rename, 'rename');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers[REPLAY_HEADER]).toBeUndefined();
    expect((await testShop.store.customers.findById('c-10002'))?.firstName).toBe('Luki');
  });

  it('does not spend the key on a call refused for its missing XSRF token (403): sent with the token it runs', async () => {
    const testShop = (shop = await createTestApp());
    const visitor = await visitorOf(testShop);
    const add: Call = { method: 'POST', url: '/api/carts/items', body: { sku: '100201', quantity: 1 } };
    const refused = await send(testShop.app, { cookie: visitor.jar.header(), xsrf: undefined }, add, 'add-milk');
    expect(refused.statusCode).toBe(403);
    const sent = await send(testShop.app, stateOf(visitor.jar), add, 'add-milk');
    expect(sent.statusCode).toBe(200);
    expect(sent.headers[REPLAY_HEADER]).toBeUndefined();
  });

  it('keeps no 5xx answer: nothing was changed, so the retry under the same key runs', async () => {
    const testShop = (shop = await createTestApp());
    const visitor = await visitorOf(testShop);
    vi.spyOn(testShop.store.content, 'recordContactMessage').mockRejectedValueOnce(new Error('disk full'));
    const contact: Call = {
      method: 'POST',
      url: '/api/content/contact',
      body: { firstname: 'Anna', surname: 'Berger', email: DEMO.anna, contactgroup: 'order', text: 'Die Milch war sauer.' },
    };
    expect((await send(testShop.app, stateOf(visitor.jar), contact, 'contact-1')).statusCode).toBe(500);
    const retry = await send(testShop.app, stateOf(visitor.jar), contact, 'contact-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[REPLAY_HEADER]).toBeUndefined();
    expect(testShop.store.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 1 });
    expect(answerOf(await send(testShop.app, stateOf(visitor.jar), contact, 'contact-1'))).toEqual(answerOf(retry));
  });
});

describe('routes exempt from the Idempotency-Key', () => {
  it('lists a reason for each, and each is a route that is no API operation', async () => {
    const testShop = await createTestApp({ app: { faultInjection: true } });
    try {
      const operations = new Set(stackOperations(testShop).map((operation) => `${operation.method} ${operation.path}`));
      for (const [route, reason] of Object.entries(EXEMPT)) {
        expect(reason.length, route).toBeGreaterThan(30);
        expect(operations.has(route), route).toBe(false);
      }
    } finally {
      await testShop.close();
    }
  });

  /** A card checkout at the local provider: its checkout id, page path and page token. */
  async function providerCheckout(testShop: TestApp) {
    const visitor = await visitorOf(testShop);
    await readyCart(visitor.api);
    await call(visitor.api, finalizeCart);
    const { checkoutId, redirectUrl } = await call(visitor.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } });
    const path = new URL(redirectUrl ?? '').pathname;
    const page = await testShop.app.inject({ method: 'GET', url: path });
    return { checkoutId: checkoutId ?? '', path, token: /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '' };
  }

  function storedAnswers(testShop: TestApp, pathPrefix: string): number {
    return (testShop.store.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE path LIKE ?').get(`${pathPrefix}%`) as { n: number }).n;
  }

  it("POST /payment-provider/checkout/:checkoutId runs every time: a wrong token is refused even under the key of an accepted decision", async () => {
    const testShop = (shop = await createTestApp());
    const { path, token } = await providerCheckout(testShop);
    const decide = (decision: string, pageToken: string) =>
      testShop.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'decision-1' },
        payload: new URLSearchParams({ decision, token: pageToken }).toString(),
      });
    const approved = await decide('approve', token);
    expect(approved.statusCode).toBe(303);
    const again = await decide('approve', token);
    expect(again.statusCode).toBe(303);
    expect(again.headers[REPLAY_HEADER]).toBeUndefined();
    // Another body under the same key is no 422: the page decides, and a settled payment stays as it is.
    const declined = await decide('decline', token);
    expect(declined.statusCode).toBe(303);
    expect(testShop.store.db.prepare('SELECT status FROM provider_payments').get()).toEqual({ status: 'AUTHORIZED' });
    expect((await decide('approve', 'x'.repeat(token.length))).statusCode).toBe(403);
    expect(storedAnswers(testShop, '/payment-provider/')).toBe(0);
  });

  it('POST /payment-provider/webhook runs every time: the event id makes a repeat harmless, an unsigned repeat is refused', async () => {
    const testShop = (shop = await createTestApp());
    const { checkoutId } = await providerCheckout(testShop);
    const body = JSON.stringify({ eventId: 'evt-1', checkoutId, type: 'payment.authorized' });
    const notify = (signature: string) =>
      testShop.app.inject({
        method: 'POST',
        url: '/payment-provider/webhook',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature, 'idempotency-key': 'evt-1' },
        payload: body,
      });
    const first = await notify(signWebhookBody(body, DEVELOPMENT_WEBHOOK_SECRET));
    expect(first.json()).toEqual({ checkoutId, status: 'AUTHORIZED', duplicate: false });
    const repeat = await notify(signWebhookBody(body, DEVELOPMENT_WEBHOOK_SECRET));
    expect(repeat.headers[REPLAY_HEADER]).toBeUndefined();
    expect(repeat.json()).toEqual({ checkoutId, status: 'AUTHORIZED', duplicate: true });
    expect((await notify('sha256=0000')).statusCode).toBe(401);
    expect(storedAnswers(testShop, '/payment-provider/')).toBe(0);
  });

  it("POST /1/events runs every time: the search provider's stand-in counts what it is sent, as the provider does", async () => {
    const testShop = (shop = await createTestApp({ captureLogs: true }));
    const jar = new CookieJar();
    const insight = { eventType: 'click', eventName: 'Produkt angeklickt', index: 'products', userToken: 'anonymous-4711', timestamp: 1_767_225_600_000, objectIDs: ['100201'], positions: [1] };
    const events: Call = { method: 'POST', url: '/1/events', body: { events: [insight] } };
    const first = await send(testShop.app, stateOf(jar), events, 'insight-1');
    const again = await send(testShop.app, stateOf(jar), events, 'insight-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers[REPLAY_HEADER]).toBeUndefined();
    expect(storedAnswers(testShop, '/1/')).toBe(0);
  });

  it('the test controls run every time: a repeated reset restores the seed again', async () => {
    const testShop = (shop = await createTestApp({ app: { faultInjection: true } }));
    const visitor = await visitorOf(testShop, DEMO.anna);
    const control = (call: Call) => send(testShop.app, stateOf(visitor.jar), call, 'control-1');
    const fault: Call = { method: 'POST', url: '/__test/faults', body: { pattern: '^/api/never$', status: 503 } };
    const faults = [await control(fault), await control(fault)].map((response) => response.json().id as string);
    expect(new Set(faults).size).toBe(2);
    expect((await control({ method: 'DELETE', url: '/__test/faults' })).statusCode).toBe(204);
    expect((await control({ method: 'DELETE', url: '/__test/faults' })).headers[REPLAY_HEADER]).toBeUndefined();
    expect((await control({ method: 'POST', url: '/__test/expire-session' })).statusCode).toBe(204);
    // The expired session is gone with the next request; a second run finds none.
    expect((await control({ method: 'POST', url: '/__test/expire-session' })).statusCode).toBe(404);

    const contactMessages = () => testShop.store.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get();
    const reset: Call = { method: 'POST', url: '/__test/reset' };
    expect((await control(reset)).statusCode).toBe(204);
    await testShop.store.content.recordContactMessage({ reference: 'K-20260101-000001', contactGroup: 'order', fileCount: 0, receivedAt: new Date().toISOString() });
    expect(contactMessages()).toEqual({ n: 1 });
    const again = await control(reset);
    expect(again.headers[REPLAY_HEADER]).toBeUndefined();
    expect(contactMessages()).toEqual({ n: 0 });
    expect(storedAnswers(testShop, '/__test/')).toBe(0);
  });
});
