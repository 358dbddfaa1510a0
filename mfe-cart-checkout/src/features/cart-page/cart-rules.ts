import {
  classifyValidationErrors,
  orderLimitNotifications,
  orderLimits,
  type Cart,
  type CartSort,
  type CartValidationError,
  type OrderConfig,
  type OrderLimitNotification,
  type ProductLineItem,
  type VoucherLineItem,
} from '@storefront/shared/cart';
import type { I18nService } from '@storefront/shared/platform/contracts';

/**
 * What the cart says under a voucher: from which order value it counts while the order is below it
 * (it takes nothing off yet, automatic or not), else whether it came into the cart by itself.
 */
export function voucherNote(voucher: VoucherLineItem, orderValue: number, i18n: Pick<I18nService, 't' | 'formatPrice'>): string {
  const minimum = voucher.minimumOrderValue ?? 0;
  if (orderValue < minimum) {
    return i18n.t('cart.extras.voucherBelowMinimum', { minimum: i18n.formatPrice(minimum), missing: i18n.formatPrice(minimum - orderValue) });
  }
  return i18n.t(voucher.automatic ? 'cart.extras.voucherAutomatic' : 'cart.extras.voucher');
}

/** A group of lines under a heading (the category sort), or all lines without one. */
export interface LineGroup {
  readonly heading: string | undefined;
  readonly lines: readonly ProductLineItem[];
}

/**
 * The cart's lines in the chosen sort (doc 2 §4): alphabetically by name,
 * by category (with a heading per category, the default), chronologically (the
 * order they were added, as the backend lists them) or by unit price, lowest first.
 */
export function sortLines(lines: readonly ProductLineItem[], sort: CartSort, locale: string): LineGroup[] {
  const byName = (a: ProductLineItem, b: ProductLineItem) => a.product.name.localeCompare(b.product.name, locale);
  switch (sort) {
    case 'alphabetically':
      return [{ heading: undefined, lines: [...lines].sort(byName) }];
    case 'chronologically':
      return [{ heading: undefined, lines }];
    case 'unitprice':
      return [{ heading: undefined, lines: [...lines].sort((a, b) => a.product.price.regular.value - b.product.price.regular.value || byName(a, b)) }];
    case 'category': {
      const groups = new Map<string, ProductLineItem[]>();
      for (const line of lines) {
        // The category's name is the last of the parent categories; the slug only where there are none.
        const category = line.product.parentCategories.at(-1) ?? line.product.category;
        groups.set(category, [...(groups.get(category) ?? []), line]);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b, locale))
        .map(([heading, grouped]) => ({ heading, lines: [...grouped].sort(byName) }));
    }
  }
}

/**
 * The distribution location codes the cart page resolves: the
 * address or store itself (004, 005, 130, 132). The name (131), the phone
 * (007) and the e-mail (006) are asked for in checkout, so the cart page
 * neither shows them nor lets them block the way there.
 */
export const CART_PAGE_DISTRIBUTION_CODES: readonly string[] = ['004', '005', '130', '132'];

/** Why "Zur Kasse" is disabled, as message keys with their values; none when the shopper may go on. */
export interface CheckoutBlock {
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Where the cart stands against the order limits of its service type. */
export interface OrderLimitAssessment {
  readonly notifications: readonly OrderLimitNotification[];
  /** The minimum order value that applies and is not reached yet, in cents. */
  readonly missingMinimum: number | undefined;
  /** The broken limits, each as the message that says so: below the minimum, above a maximum. */
  readonly blocks: readonly CheckoutBlock[];
}

/**
 * The order limits of the cart's service type (doc 2 §4, §9) with their
 * notifications: an order is refused below the minimum order value
 * and above the maximum order value or weight, so each of those is a block.
 * Without the order config no limit is known, and none blocks.
 */
export function assessOrderLimits(cart: Cart, orderConfig: OrderConfig | undefined): OrderLimitAssessment {
  if (!orderConfig) return { notifications: [], missingMinimum: undefined, blocks: [] };
  const limits = orderLimits(orderConfig, cart.distributionAddress?.distributionType);
  const input = { orderValue: cart.priceInfo.orderValue, weight: cart.weight ?? null, freeOfChargeThreshold: cart.freeOfChargeThreshold };
  const notifications = orderLimitNotifications(input, limits);
  const blocks: CheckoutBlock[] = [];
  let missingMinimum: number | undefined;
  if (limits.minOrderValue !== undefined && cart.priceInfo.orderValue < limits.minOrderValue) {
    missingMinimum = limits.minOrderValue;
    blocks.push({ messageKey: 'cart.blocked.minimumOrderValue', params: { minOrderValue: limits.minOrderValue } });
  }
  for (const notification of notifications) {
    if (notification.kind === 'maximum-order-value-exceeded' || notification.kind === 'maximum-order-weight-exceeded') {
      const { kind, ...params } = notification;
      blocks.push({ messageKey: `cart.notification.${kind}`, params });
    }
  }
  return { notifications, missingMinimum, blocks };
}

export interface CartAssessment extends OrderLimitAssessment {
  /** The validation codes by group, for showing each where it belongs. */
  readonly groups: ReturnType<typeof classifyValidationErrors>;
}

/**
 * What the cart page tells the shopper about limits and validation: the order
 * limits (see assessOrderLimits) and the validation errors grouped.
 * Going to checkout is blocked while the cart is empty, the minimum order value
 * is not reached, a maximum is exceeded, or a validation error the cart page
 * owns remains: the distribution location, the discount codes, a general error.
 * The time slot and billing address are chosen in checkout, so their codes do
 * not block here.
 */
export function assessCart(cart: Cart, orderConfig: OrderConfig | undefined, errors: readonly CartValidationError[]): CartAssessment {
  const serviceType = cart.distributionAddress?.distributionType;
  const classified = classifyValidationErrors(
    errors.map((error) => error.code),
    serviceType,
  );
  const groups = { ...classified, distributionLocation: classified.distributionLocation.filter((code) => CART_PAGE_DISTRIBUTION_CODES.includes(code)) };
  const { notifications, missingMinimum, blocks: limitBlocks } = assessOrderLimits(cart, orderConfig);
  const blocks: CheckoutBlock[] = [];
  if (cart.productLineItems.length === 0) blocks.push({ messageKey: 'cart.blocked.empty' });
  blocks.push(...limitBlocks);
  if (groups.distributionLocation.length > 0) blocks.push({ messageKey: 'cart.blocked.distribution' });
  if (groups.discountCode.length > 0) blocks.push({ messageKey: 'cart.blocked.discountCode' });
  if (groups.general.length > 0) blocks.push({ messageKey: 'cart.blocked.general' });
  return { notifications, missingMinimum, blocks, groups };
}
