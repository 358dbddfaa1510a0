import type { $ZodType } from 'zod/v4/core';
import type { ApiClient, Operation, ResultOf } from '@storefront/shared/platform/api';

/**
 * Calls an operation that takes no input (no path parameters, query or body),
 * as the shell's first requests are: the same transport and answer check as
 * `call`, without `call`'s input checks, which these calls do not need and
 * which would otherwise be in the shell's initial bytes (they load with the
 * first lazy chunk that calls with input).
 */
export function bootCall<O extends Operation>(api: ApiClient, operation: O): Promise<ResultOf<O>> {
  return api.request(operation.method, operation.path, { schema: operation.response as $ZodType<ResultOf<O>> });
}
