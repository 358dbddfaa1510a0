/** What the free-service rule reads from a cart: values in cents. */
export interface FreeServiceInput {
  readonly orderValue: number;
  /** From the cart (doc 2 §9); a cart without one is never free-service. */
  readonly freeOfChargeThreshold?: number | null | undefined;
  /**
   * A valid delivery pass (held, or bought with this cart) waives the service
   * fee whatever the order value (doc 2 §3, §9).
   */
  readonly deliveryPassActive?: boolean | undefined;
}

function threshold({ orderValue, freeOfChargeThreshold }: FreeServiceInput): number | undefined {
  if (freeOfChargeThreshold == null || !Number.isFinite(freeOfChargeThreshold) || !Number.isFinite(orderValue)) {
    return undefined;
  }
  return freeOfChargeThreshold;
}

/** The cart is free-service (no service fee) when orderValue >= freeOfChargeThreshold, or with a valid delivery pass. */
export function isFreeService(input: FreeServiceInput): boolean {
  if (input.deliveryPassActive) return true;
  const limit = threshold(input);
  return limit !== undefined && input.orderValue >= limit;
}

/**
 * How many cents are still missing for free service: 0 once reached (or with a delivery pass), undefined
 * when the cart carries no threshold (or a value is not a finite number).
 */
export function amountMissingForFreeService(input: FreeServiceInput): number | undefined {
  if (input.deliveryPassActive) return 0;
  const limit = threshold(input);
  return limit === undefined ? undefined : Math.max(0, limit - input.orderValue);
}
