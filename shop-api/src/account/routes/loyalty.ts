import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import {
  getGeneralVouchers,
  getLoyaltyCardInfo,
  getLoyaltyVouchers,
  getPersonalVouchers,
  getPhysicalCardStatus,
  orderPhysicalCard,
  LOYALTY_CARD_INFO_CLEARED_ERROR_CODE,
} from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError, notFound, parseInput } from '@storefront/server-kit/http/errors';
import { voucherBarcodeSvg } from '../rules/voucher-barcode';
import { operationRouter } from '../../platform/operation-router';
import { IMAGE_CONTENT_SECURITY_POLICY } from '@storefront/server-kit/http/security-headers';
import type { ShopStore } from '../../platform/shop-store';

/** `<articleId>.svg`: an article id is letters, digits and hyphens (the barcode's code set B holds them all). */
const barcodeParamsSchema = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}\.svg$/, 'must be <articleId>.svg')),
});

/**
 * The barcode depends on the article id alone, so a browser keeps it for a day without asking; a shared cache
 * may too (it is no secret: the till scans the same code for every holder).
 */
export const CACHE_VOUCHER_BARCODE = 'public, max-age=86400';

/**
 * The loyalty club (joe) and voucher calls. card-info needs a member: a
 * customer who is no member gets 404 noLoyaltyMember; a member whose card
 * was blocked gets 10048 (doc 2 §8), on which the client clears the card
 * information. Voucher content (general, personal) is public content.
 */
export const loyaltyRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const route = operationRouter(app, { store, environment });

  route(getLoyaltyCardInfo, async ({ query, customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    const result = store.loyalty.cardInfo(customer.id, query);
    if ('info' in result) return result.info;
    if (result.refused === 'cardUnreadable') {
      throw new HttpError(
        409,
        LOYALTY_CARD_INFO_CLEARED_ERROR_CODE,
        'Ihre Clubkarte ist gesperrt. Ihre Karteninformationen können nicht angezeigt werden.',
      );
    }
    throw new HttpError(404, 'noLoyaltyMember', 'Sie sind noch nicht Mitglied im Kundenclub.');
  });

  // The card goes by post to the address given (logged: this shop sends no letters).
  route(orderPhysicalCard, async ({ body: address, customer }, request) => {
    const ordered = store.loyalty.orderPhysicalCard(customer.id);
    if (ordered === 'notOrderable') {
      throw new HttpError(409, 'physicalCardNotOrderable', 'Für Ihr Konto kann gerade keine Karte bestellt werden: Sie ist bereits bestellt oder gesperrt.');
    }
    request.log.info({ customerId: customer.id, address }, 'physical club card ordered (sent by post)');
    return { orderAvailability: ordered };
  });

  route(getPhysicalCardStatus, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return { orderAvailability: store.loyalty.physicalCardStatus(customer.id) };
  });

  // A customer who is no member holds no loyalty vouchers.
  route(getLoyaltyVouchers, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return store.vouchers.loyaltyVouchers(customer.id);
  });

  route(getPersonalVouchers, async ({ query: { promotionIds } }) => store.vouchers.byPromotionIds(promotionIds));

  route(getGeneralVouchers, async () => store.vouchers.general());

  // An article id's barcode never changes: each is drawn once, on its first request (only known vouchers' ids get here).
  const barcodes = new Map<string, string>();

  // The till barcode of a personal or loyalty voucher (barcodeImage, doc 2 §3): Code 128 of its article id.
  app.get('/media/vouchers/:file', async (request, reply) => {
    const { file } = parseInput(barcodeParamsSchema, request.params);
    const articleId = file.slice(0, -'.svg'.length);
    if (!store.vouchers.hasBarcode(articleId)) throw notFound('notFound', 'Barcode not found');
    let svg = barcodes.get(articleId);
    if (svg === undefined) barcodes.set(articleId, (svg = voucherBarcodeSvg(articleId)));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', CACHE_VOUCHER_BARCODE)
      .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
      .send(svg);
  });
};
