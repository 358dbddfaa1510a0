import * as z from 'zod/mini';
import { requireNonEmpty } from './local-rules';

/*
 * Helpers for the endpoint files: query schemas as the server receives them,
 * path segments, and calls the client rejects before sending.
 *
 * Query schemas describe the query on the wire, where every value is a string
 * and a repeated key is a list. The endpoint functions take the parsed
 * (output) types and the client writes numbers and flags with String(); the
 * backend parses request.query with the same schema and gets those types back.
 */

/** A whole number between min and max, sent as digits. */
export function queryInteger(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number)),
    z.int().check(z.gte(min), z.lte(max)),
  );
}

/** A decimal number between min and max (a latitude, a longitude). */
export function queryNumber(min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.refine((value) => value.trim() !== '' && Number.isFinite(Number(value)), 'must be a number')),
      z.transform(Number),
    ),
    z.number().check(z.gte(min), z.lte(max)),
  );
}

/** A flag, sent as 'true' or 'false'. A function, so only bundles that use one carry zod's stringbool. */
export function queryBoolean() {
  return z.stringbool();
}

/** A list sent as a repeated key; a single value arrives as a string and reads as a list of one. */
export function queryList<T extends z.ZodMiniType<unknown, string>>(item: T) {
  return z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((value) => (typeof value === 'string' ? [value] : value)),
    ),
    z.array(item).check(z.minLength(1)),
  );
}

/** A query value or body field that is a free text: trimmed length 1 to max. */
export function text(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
}


/** One path segment: checked non-empty, then URL-encoded. */
export function segment(value: string, what: string): string {
  requireNonEmpty(value, what);
  return encodeURIComponent(value);
}

/** Kept for the operations written before it moved: import it from './operation'. */
export { ignoredAnswerSchema } from './operation';
