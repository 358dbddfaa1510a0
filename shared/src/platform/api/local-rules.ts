import { ApiError } from './errors';

/**
 * A discount code or an address id must not be empty, or the call is rejected
 * locally, without a request. The same holds for every value a call
 * cannot do without (a path segment, an id): a blank path segment would even
 * change which route is called.
 */
export function requireNonEmpty(value: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed === '') {
    throw new ApiError('rejected-locally', 400, `The ${what} must not be empty`, { errorCode: `empty-${what}` });
  }
  return trimmed;
}
