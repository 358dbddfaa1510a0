import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkCall } from '../api/harness.test-support';
import { reportClientError, reportClientErrorRequestSchema } from './logs';

describe('POST /logs (doc 1 §7)', () => {
  it('sends error and message', () =>
    checkCall({
      name: 'report',
      call: (api) => reportClientError(api, { error: 'TypeError: x is undefined\n    at a.js:1', message: 'Checkout crashed' }),
      request: 'POST /logs',
      body: { error: 'TypeError: x is undefined\n    at a.js:1', message: 'Checkout crashed' },
      bodySchema: reportClientErrorRequestSchema,
      answer: { status: 204 },
      result: undefined,
    }));

  it('bounds the report', () => {
    expect(z.safeParse(reportClientErrorRequestSchema, { message: '' }).success).toBe(false);
    expect(z.safeParse(reportClientErrorRequestSchema, { message: 'x'.repeat(2001) }).success).toBe(false);
    expect(z.safeParse(reportClientErrorRequestSchema, { message: 'x', error: 'e'.repeat(10_001) }).success).toBe(false);
  });
});
