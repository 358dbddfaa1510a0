/** What the free-service rule reads from a cart: values in cents (doc 2 §9). */
export interface FreeServiceInput {
  readonly orderValue: number;
  /** From the cart (doc 2 §9); a cart without one is never free-service. */
  readonly freeOfChargeThreshold?: number | null | undefined;
}

function threshold({ orderValue, freeOfChargeThreshold }: FreeServiceInput): number | undefined {
  if (freeOfChargeThreshold == null || !Number.isFinite(freeOfChargeThreshold) || !Number.isFinite(orderValue)) {
    return undefined;
  }
  return freeOfChargeThreshold;
}

/** The cart is free-service (no service fee) when orderValue >= freeOfChargeThreshold (doc 2 §4, §9). */
export function isFreeService(input: FreeServiceInput): boolean {
  const limit = threshold(input);
  return limit !== undefined && input.orderValue >= limit;
}

/**
 * How many cents are still missing for free service: 0 once reached, undefined
 * when the cart carries no threshold (or a value is not a finite number).
 */
export function amountMissingForFreeService(input: FreeServiceInput): number | undefined {
  const limit = threshold(input);
  return limit === undefined ? undefined : Math.max(0, limit - input.orderValue);
}
