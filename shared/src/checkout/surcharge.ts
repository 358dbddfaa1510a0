import { SURCHARGE_PAYMENT_METHOD_IDS } from './payment-constants';

/** Whether a payment method carries a surcharge. An id the spec does not list carries none. */
export function paymentMethodCarriesSurcharge(paymentMethodId: string): boolean {
  return (SURCHARGE_PAYMENT_METHOD_IDS as readonly string[]).includes(paymentMethodId);
}

/** A surcharge percentage is resolved to 1/10,000 of a percent (e.g. 1.2345 %). */
const PERCENT_SCALE = 10_000;

/**
 * A payment method's surcharge: total = amount x (100 + surcharge) / 100, with
 * the amount in cents and the surcharge a percentage. The result is
 * rounded to whole cents half away from zero (commercial rounding: 0.5 cent
 * rounds up), computed exactly with BigInt so no floating-point error decides
 * a cent. A zero surcharge returns the amount.
 *
 * @throws RangeError when the amount is not a whole number of cents or the
 *   surcharge is negative or not finite.
 */
export function totalWithSurcharge(amountCents: number, surchargePercent: number): number {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`amountCents must be a whole number of cents, got ${amountCents}`);
  }
  if (!Number.isFinite(surchargePercent) || surchargePercent < 0) {
    throw new RangeError(`surchargePercent must be a finite percentage >= 0, got ${surchargePercent}`);
  }
  const scale = BigInt(PERCENT_SCALE);
  const numerator = BigInt(amountCents) * (100n * scale + BigInt(Math.round(surchargePercent * PERCENT_SCALE)));
  const denominator = 100n * scale;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rounded = 2n * (magnitude % denominator) >= denominator ? quotient + 1n : quotient;
  return Number(numerator < 0n ? -rounded : rounded);
}

/** The surcharge in cents for a payment method: the method's surcharge, or 0 when it carries none. */
export function surchargeFor(paymentMethodId: string, amountCents: number, surchargePercent: number): number {
  if (!paymentMethodCarriesSurcharge(paymentMethodId)) return 0;
  return totalWithSurcharge(amountCents, surchargePercent) - amountCents;
}
