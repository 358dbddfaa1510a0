import type { I18nService } from '@storefront/shared/platform/contracts';
import type { CheckoutBlock } from '../cart-page/cart-rules';

/**
 * A block's message as the shopper reads it: a value named …Value is an amount in cents and shown as a
 * price, any other number (the weights in kg) as a number of the shop's locale.
 */
export function blockText(block: CheckoutBlock, i18n: Pick<I18nService, 't' | 'formatPrice' | 'formatNumber'>): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(block.params ?? {})) {
    params[name] = typeof value === 'number' ? (name.endsWith('Value') ? i18n.formatPrice(value) : i18n.formatNumber(value)) : value;
  }
  return i18n.t(block.messageKey, params);
}
