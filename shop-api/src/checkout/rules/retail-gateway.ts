import type { Product } from '@storefront/shared/catalogue';
import { HttpError } from '@storefront/server-kit/http/errors';
import type { ConfirmedLine } from '../../cart';
import { orderable } from '../../cart';
import { unitPrice } from '../../cart';

/**
 * The shop's retail gateway: the order intake of the merchandise system (ERP)
 * every order goes to. It takes an order only with the articles
 * and prices the shopper confirmed at finalize and the ERP has now: an article
 * delisted or no longer orderable since, or a price the ERP does not have for
 * it, refuses the whole order with the gateway's own code and text.
 */
export const RETAIL_GATEWAY_CODES = {
  /** The article is no longer in the ERP's assortment. */
  articleDelisted: 'ERP-4101',
  /** The article is listed but blocked for orders (sold out, withdrawn, out of season). */
  articleNotOrderable: 'ERP-4102',
  /** The ERP has another price for the article than the order carries. */
  priceUnknown: 'ERP-4103',
} as const;

export interface RetailGatewayRefusal {
  readonly errorCode: (typeof RETAIL_GATEWAY_CODES)[keyof typeof RETAIL_GATEWAY_CODES];
  readonly message: string;
  readonly sku: string;
}

/** What the order intake answers to the confirmed lines: the first line it refuses, or undefined when it takes the order. */
export function orderIntakeRefusal(
  lines: readonly ConfirmedLine[],
  products: ReadonlyMap<string, Product>,
  loyaltyMember: boolean,
): RetailGatewayRefusal | undefined {
  for (const line of lines) {
    const product = products.get(line.sku);
    if (!product) {
      return { errorCode: RETAIL_GATEWAY_CODES.articleDelisted, message: `Artikel ${line.sku} ist nicht gelistet.`, sku: line.sku };
    }
    if (!orderable(product)) {
      return { errorCode: RETAIL_GATEWAY_CODES.articleNotOrderable, message: `Artikel ${line.sku} ist für Bestellungen gesperrt.`, sku: line.sku };
    }
    if (unitPrice(product, loyaltyMember) !== line.unitPrice) {
      return {
        errorCode: RETAIL_GATEWAY_CODES.priceUnknown,
        message: `Preis ${line.unitPrice} für Artikel ${line.sku} ist im Preisstamm nicht vorhanden.`,
        sku: line.sku,
      };
    }
  }
  return undefined;
}

/**
 * The backend error carrying the gateway's error in customPayload.retailGateway
 * { errorCode, message }, which the storefront tracks as a retail gateway error
 * (doc 1 §8). 409: the order conflicts with the shop's
 * state now; nothing is ordered and the cart stays FINALIZED, so the shopper
 * goes back to the cart (reset) and sees what changed.
 */
export function retailGatewayError(refusal: RetailGatewayRefusal): HttpError {
  return new HttpError(
    409,
    'retailGateway',
    'Ein Artikel Ihrer Bestellung hat sich geändert (nicht mehr erhältlich oder neuer Preis). Bitte prüfen Sie Ihren Warenkorb.',
    { retailGateway: { errorCode: refusal.errorCode, message: refusal.message }, skus: [refusal.sku] },
  );
}
