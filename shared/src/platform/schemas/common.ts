import * as z from 'zod/mini';

/** Building blocks the entity schemas share. */

export const nonEmptyString = z.string().check(z.minLength(1));

/** An amount of money in cents; may be negative where it is a reduction. */
export const centsSchema = z.int();
/** A price or order value in cents, never negative. */
export const nonNegativeCentsSchema = z.int().check(z.nonnegative());
/** A weight in grams. */
export const gramsSchema = z.int().check(z.nonnegative());

/** A point in time with its offset, as the backend sends it (ISO 8601). */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date (YYYY-MM-DD) or a point in time. */
export const dateOrDateTimeSchema = z.union([z.iso.date(), dateTimeSchema]);

/**
 * A list a backend may leave out when it is empty: parsed to [] then, so the
 * code inside never checks for a missing list.
 */
export function listOrEmpty<T extends z.ZodMiniType>(item: T) {
  return z._default(z.array(item), []);
}
