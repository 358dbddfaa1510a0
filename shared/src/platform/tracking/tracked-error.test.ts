import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { classifyTrackedError, trackedErrorEvent } from './tracked-error';

describe('tracked error types (doc 1 §8)', () => {
  it('tracks a payment error with its code and description', () => {
    const error = new ApiError('payment', 402, 'Payment failed', {
      errorCode: 'PAYMENT',
      paymentError: { code: 'card_declined', description: 'Karte abgelehnt' },
    });
    expect(classifyTrackedError(error)).toEqual({ type: 'paymentError', code: 'card_declined', description: 'Karte abgelehnt' });
  });

  it('tracks a retail gateway error with the gateway errorCode and message', () => {
    const error = new ApiError('retail-gateway', 502, 'ERP down', {
      errorCode: 'gateway',
      retailGateway: { errorCode: 'R17', message: 'Filiale offline' },
    });
    expect(classifyTrackedError(error)).toEqual({ type: 'retailGateway', errorCode: 'R17', message: 'Filiale offline' });
    expect(classifyTrackedError({ details: { retailGateway: { errorCode: 17, message: 'x' } } })).toEqual({
      type: 'retailGateway',
      errorCode: '17',
      message: 'x',
    });
  });

  it('tracks anything else as other with status and status text', () => {
    expect(classifyTrackedError(new ApiError('http', 503, 'Service Unavailable'))).toEqual({
      type: 'other',
      status: 503,
      statusText: 'Service Unavailable',
    });
    expect(classifyTrackedError(new ApiError('backend', 400, 'Ungültige Eingabe', { errorCode: 12 }))).toEqual({
      type: 'other',
      status: 400,
      statusText: 'Ungültige Eingabe',
    });
    expect(classifyTrackedError({ status: 404, statusText: 'Not Found' })).toEqual({
      type: 'other',
      status: 404,
      statusText: 'Not Found',
    });
  });

  it('uses the default status 500 and the message when an error has no status', () => {
    expect(classifyTrackedError(new Error('chunk failed'))).toEqual({ type: 'other', status: 500, statusText: 'chunk failed' });
    expect(classifyTrackedError('boom')).toEqual({ type: 'other', status: 500, statusText: 'boom' });
    expect(classifyTrackedError(Object.create(null))).toEqual({ type: 'other', status: 500, statusText: '' });
  });

  it('ignores an incomplete payment or gateway payload', () => {
    expect(classifyTrackedError({ status: 402, details: { paymentError: { code: 'x' } } }).type).toBe('other');
    expect(classifyTrackedError({ status: 502, details: { retailGateway: { message: 'x' } } }).type).toBe('other');
  });

  it('builds the tracking event', () => {
    expect(trackedErrorEvent(new ApiError('http', 500, 'Internal Server Error'))).toEqual({
      event: 'error',
      errorType: 'other',
      status: 500,
      statusText: 'Internal Server Error',
    });
  });

  it('classifies any value without throwing (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
        expect(['paymentError', 'retailGateway', 'other']).toContain(classifyTrackedError(value).type);
      }),
      { numRuns: 1000 },
    );
  });
});
