import type { Product } from '@storefront/shared/catalogue';

/** What the quantity input of a product allows now, given what is in the cart already. */
export interface QuantityRule {
  /** quantityStepSize: the input moves in these steps and starts at one step. */
  readonly step: number;
  /** The most that can still be added: maxQuantity less what is in the cart, in whole steps; 0 when the cart holds the maximum. */
  readonly maxAddable: number;
}

export function quantityRule(product: Pick<Product, 'quantityStepSize' | 'maxQuantity'>, inCart: number): QuantityRule {
  const step = Math.max(1, product.quantityStepSize);
  const room = Math.max(0, product.maxQuantity - inCart);
  return { step, maxAddable: Math.floor(room / step) * step };
}

/**
 * A typed or stepped quantity made valid: a whole multiple of the step, at
 * least one step, at most what may still be added (doc 2 §3: maxQuantity,
 * quantityStepSize). Anything unreadable becomes one step.
 */
export function clampQuantity(value: number, rule: QuantityRule): number {
  if (rule.maxAddable < rule.step) return 0;
  if (!Number.isFinite(value)) return rule.step;
  const steps = Math.round(value / rule.step);
  return Math.min(rule.maxAddable, Math.max(rule.step, steps * rule.step));
}
