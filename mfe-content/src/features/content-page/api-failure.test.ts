import { describe, expect, it } from 'vitest';
import { ApiError } from '@storefront/shared/platform/api';
import { apiFailure } from './api-failure';

describe('apiFailure', () => {
  it('reads status and kind of an ApiError, also one of another bundle’s class', () => {
    expect(apiFailure(new ApiError('backend', 404, 'Page not found'))).toEqual({ status: 404, kind: 'backend' });
    // What the shell's client throws, seen from this remote: same shape, another class.
    class ApiErrorOfTheShell extends Error {
      override readonly name = 'ApiError';
      readonly kind = 'unavailable';
      readonly status = 500;
      readonly details = {};
    }
    expect(apiFailure(new ApiErrorOfTheShell('Backend or internet is not available'))).toEqual({ status: 500, kind: 'unavailable' });
  });

  it('is undefined for anything else', () => {
    for (const error of [undefined, null, 'kaputt', new Error('x'), { status: 404 }, { name: 'ApiError', status: '404', kind: 'backend' }]) {
      expect(apiFailure(error)).toBeUndefined();
    }
  });
});
