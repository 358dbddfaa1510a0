import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ROUTES } from '@storefront/shared/platform/contracts';
import type { PaymentReturnQuery } from '@storefront/shared/checkout';
import { HttpError, invalidField, parseInput } from '@storefront/server-kit/http/errors';
import { escapeHtml } from '@storefront/server-kit/http/html';
import { CACHE_NEVER } from '@storefront/server-kit/http/static-files';
import { LOCAL_PAYMENT_PROVIDER } from '../account';
import type { ProviderPayment } from '../checkout';
import type { ShopStore } from '../platform/shop-store';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';
import { DEVELOPMENT_WEBHOOK_SECRET } from '@storefront/server-kit/security/development-secrets';

/** The local provider's name in the return query (doc 2 §2 `provider`). */
export const PROVIDER_NAME = LOCAL_PAYMENT_PROVIDER;
/** Signs webhook bodies when PAYMENT_WEBHOOK_SECRET is not set: for development and tests only. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-frischpay-signature';

export function providerCheckoutPath(checkoutId: string): string {
  return `/payment-provider/checkout/${encodeURIComponent(checkoutId)}`;
}

/**
 * The storefront's payment finalization page (route payment-finalization, doc 2 §2) with the tenant's slug:
 * it reads the outcome of the payment from the shop (checkout answers the order, or the payment error), never
 * from the URL, which the shopper can edit.
 */
function finalizationPath(tenant: Tenant): string {
  return `/${tenant.slugs['payment-finalization'] ?? 'payment-finalization'}${ROUTES['payment-finalization'].suffix}`;
}

/** `sha256=<hex>`: HMAC-SHA256 of the raw body with the shared secret. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureMatches(body: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const checkoutParamsSchema = z.object({ checkoutId: z.string().uuid() });
const decisionSchema = z.object({ decision: z.enum(['approve', 'decline', 'cancel']), token: z.string().min(1).max(100) });
export const webhookEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  checkoutId: z.string().uuid(),
  type: z.enum(['payment.authorized', 'payment.declined', 'payment.cancelled']),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const OUTCOMES = { approve: 'AUTHORIZED', decline: 'DECLINED', cancel: 'CANCELLED' } as const;
const EVENT_OUTCOMES = { 'payment.authorized': 'AUTHORIZED', 'payment.declined': 'DECLINED', 'payment.cancelled': 'CANCELLED' } as const;

const METHOD_NAMES: Readonly<Record<string, string>> = { 'credit-cards': 'Kreditkarte', paypal: 'PayPal' };

const euros = (cents: number) => (cents / 100).toLocaleString('de-AT', { style: 'currency', currency: 'EUR' });

/** The provider page's own policy: nothing but its inline style (by nonce) and posting its form here. */
function pageSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', pageSecurityPolicy(nonce))
    .header('cache-control', CACHE_NEVER)
    .send(`<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – FrischPay</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f5; color: #1b1f1d; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: .5rem; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: .375rem; border: 2px solid #1d5c3a; cursor: pointer; }
  button:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .approve { background: #1d5c3a; color: #fff; }
  .decline, .cancel { background: #fff; color: #1d5c3a; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`);
}

function paymentPage(payment: ProviderPayment): string {
  const method = METHOD_NAMES[payment.methodKey] ?? payment.methodKey;
  const action = escapeHtml(providerCheckoutPath(payment.checkoutId));
  return `<h1>Zahlung bestätigen</h1>
<p>FrischPay ist der Zahlungsdienst dieses Shops. Bitte bestätigen Sie die Zahlung.</p>
<dl>
  <dt>Betrag</dt><dd>${escapeHtml(euros(payment.amount))}</dd>
  <dt>Zahlungsart</dt><dd>${escapeHtml(method)}${payment.brandName ? ` (${escapeHtml(payment.brandName)})` : ''}</dd>
</dl>
<form method="post" action="${action}">
  <input type="hidden" name="token" value="${escapeHtml(payment.pageToken)}">
  <div class="actions" role="group" aria-label="Entscheidung zur Zahlung">
    <button class="approve" type="submit" name="decision" value="approve">Zahlung freigeben</button>
    <button class="decline" type="submit" name="decision" value="decline">Zahlung ablehnen</button>
    <button class="cancel" type="submit" name="decision" value="cancel">Abbrechen und zurück zum Shop</button>
  </div>
</form>`;
}

/** Where the provider sends the shopper back: the payment finalization page with the query of doc 2 §2. */
export function returnUrl(payment: ProviderPayment, tenant: Tenant): string {
  // The provider charges a new card or PayPal: never a saved card, so no savedPaymentMethodId.
  const query: Record<Exclude<keyof PaymentReturnQuery, 'savedPaymentMethodId'>, string> = {
    paymentBrandName: payment.brandName ?? (METHOD_NAMES[payment.methodKey] ?? payment.methodKey),
    paymentMethodKey: payment.methodKey,
    paymentInitiator: 'REDIRECT',
    paymentMethodType: 'ONE_TIER',
    provider: PROVIDER_NAME,
    savePaymentMethod: String(payment.savePaymentMethod),
    setPrimary: String(payment.setPrimary),
  };
  return `${finalizationPath(tenant)}?${new URLSearchParams(query).toString()}`;
}

/**
 * The local payment provider, so the whole checkout runs without an outside
 * service: the redirect page with approve / decline / cancel and
 * the webhook that confirms or fails a payment. Outside /api: the provider is
 * another party, with its own page token and webhook signature, not the shop's XSRF.
 */
export const paymentProviderRoutes: FastifyPluginAsync<{ store: ShopStore; webhookSecret?: string }> = async (app, options) => {
  const { store } = options;
  const secret = options.webhookSecret ?? DEVELOPMENT_WEBHOOK_SECRET;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The webhook's signature is over the exact bytes sent: keep them next to the parsed body.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    try {
      (request as { rawBody?: string }).rawBody = body as string;
      done(null, JSON.parse(body as string));
    } catch {
      done(invalidField('', 'Kein gültiges JSON'), undefined);
    }
  });

  app.get('/payment-provider/checkout/:checkoutId', async (request, reply) => {
    const params = checkoutParamsSchema.safeParse(request.params);
    const payment = params.success ? store.orders.findProviderPayment(params.data.checkoutId) : undefined;
    if (!payment) return sendPage(reply, 404, 'Zahlung nicht gefunden', '<h1>Zahlung nicht gefunden</h1><p>Diese Zahlung gibt es nicht.</p>');
    if (payment.status !== 'PENDING') {
      return sendPage(
        reply,
        200,
        'Zahlung bereits abgeschlossen',
        `<h1>Zahlung bereits abgeschlossen</h1><p>Über diese Zahlung wurde schon entschieden.</p><p><a href="${escapeHtml(returnUrl(payment, request.tenant))}">Zurück zum Shop</a></p>`,
      );
    }
    return sendPage(reply, 200, 'Zahlung bestätigen', paymentPage(payment));
  });

  app.post('/payment-provider/checkout/:checkoutId', { config: { xsrfExempt: 'the provider\'s own page, another party: its form carries the page token the provider issued for this payment' } }, async (request, reply) => {
    const { checkoutId } = parseInput(checkoutParamsSchema, request.params);
    const { decision, token } = parseInput(decisionSchema, request.body);
    const payment = store.orders.findProviderPayment(checkoutId);
    if (!payment) throw new HttpError(404, 'paymentNotFound', 'Diese Zahlung gibt es nicht.');
    const given = Buffer.from(token);
    const expected = Buffer.from(payment.pageToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'invalidToken', 'Diese Entscheidung kam nicht von der Zahlungsseite.');
    }
    const settled = store.orders.settleProviderPayment(checkoutId, OUTCOMES[decision]) ?? payment;
    return reply.code(303).header('cache-control', CACHE_NEVER).redirect(returnUrl(settled, request.tenant), 303);
  });

  /**
   * The provider's notification: confirms (authorized) or fails (declined,
   * cancelled) a pending payment. Signed with HMAC-SHA256 of the body; an
   * event id seen before, or a payment already settled, changes nothing.
   */
  app.post('/payment-provider/webhook', { config: { xsrfExempt: 'called by the provider, not a browser: the body is signed (HMAC) with the webhook secret' } }, async (request, reply) => {
    const raw = (request as { rawBody?: string }).rawBody ?? '';
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
    if (!signatureMatches(raw, typeof signature === 'string' ? signature : undefined, secret)) {
      throw new HttpError(401, 'invalidSignature', 'Die Signatur der Benachrichtigung stimmt nicht.');
    }
    const event = parseInput(webhookEventSchema, request.body);
    const payment = store.orders.findProviderPayment(event.checkoutId);
    if (!payment) throw new HttpError(404, 'paymentNotFound', 'Diese Zahlung gibt es nicht.');
    const { payment: settled = payment, duplicate } = store.orders.applyWebhookEvent(event.eventId, event.checkoutId, EVENT_OUTCOMES[event.type]);
    return reply.code(200).send({ checkoutId: settled.checkoutId, status: settled.status, duplicate });
  });
};
