export interface AddItemInput {
  /** The line's quantity now; 0 when the product is not in the cart yet. */
  readonly currentQuantity: number;
  /** How many to add; defaults to one step. */
  readonly requested?: number;
  /** The most of the product one cart may hold (maxQuantity, doc 2 §3); undefined means no cap. */
  readonly maxQuantity?: number | undefined;
  /** The step a line's quantity moves by (quantityStepSize, doc 2 §3); defaults to 1. */
  readonly quantityStepSize?: number | undefined;
}

export type AddItemResult = { readonly outcome: 'added'; readonly quantity: number } | { readonly outcome: 'maxquantityreached' };

function requireWholeNumber(name: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number >= ${minimum}, got ${value}`);
  }
}

/**
 * Adding an item raises the quantity, capped at maxQuantity; if the
 * line is already at the maximum the outcome is maxquantityreached.
 *
 * Where the spec is silent: quantities are whole numbers, and a line always holds
 * a whole number of steps (quantityStepSize). The raised quantity is rounded up to
 * the next multiple of the step, and the cap is the largest multiple of the step
 * not above maxQuantity; "already at the maximum" means at or above that cap.
 *
 * @throws RangeError on a quantity that is not a whole number, a requested amount
 *   below 1, or a step below 1: callers pass parsed product data.
 */
export function nextQuantityOnAdd({
  currentQuantity,
  requested,
  maxQuantity,
  quantityStepSize = 1,
}: AddItemInput): AddItemResult {
  requireWholeNumber('quantityStepSize', quantityStepSize, 1);
  const step = quantityStepSize;
  const amount = requested ?? step;
  requireWholeNumber('currentQuantity', currentQuantity, 0);
  requireWholeNumber('requested', amount, 1);
  if (maxQuantity !== undefined) requireWholeNumber('maxQuantity', maxQuantity, 0);

  const cap = maxQuantity === undefined ? Number.POSITIVE_INFINITY : Math.floor(maxQuantity / step) * step;
  if (currentQuantity >= cap) return { outcome: 'maxquantityreached' };
  const raised = Math.ceil((currentQuantity + amount) / step) * step;
  return { outcome: 'added', quantity: Math.min(raised, cap) };
}
