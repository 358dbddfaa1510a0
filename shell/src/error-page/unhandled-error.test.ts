// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageErrorOfUnhandled } from './unhandled-error';

describe('pageErrorOfUnhandled (doc 1 §8: unhandled errors navigate to the error page)', () => {
  it('makes an error of the shop’s own code the error page, a 500 with its message and the error for the stack trace', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'sku')");
    expect(pageErrorOfUnhandled(error, error.message)).toEqual({ status: 500, message: error.message, cause: error });
    expect(pageErrorOfUnhandled('rejected', 'rejected')).toEqual({ status: 500, message: 'rejected', cause: 'rejected' });
  });

  it('leaves the page for a failed chunk, a cancelled request, another origin’s hidden error and the ResizeObserver notice', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(pageErrorOfUnhandled(chunk, chunk.message)).toBeNull();
    expect(pageErrorOfUnhandled(new DOMException('The user aborted a request.', 'AbortError'), 'aborted')).toBeNull();
    expect(pageErrorOfUnhandled(null, 'Script error.')).toBeNull();
    const noise = new Error('ResizeObserver loop completed with undelivered notifications.');
    expect(pageErrorOfUnhandled(noise, noise.message)).toBeNull();
  });
});
