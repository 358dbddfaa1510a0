import { describe, it } from 'vitest';
import { checkCall } from '../api/harness.test-support';
import { fetchCsrfToken } from './security';

describe('GET /api/csrf (doc 1 §7)', () => {
  it('is fired; the answer is not used', () =>
    checkCall({ name: 'csrf', call: (api) => fetchCsrfToken(api), request: 'GET /api/csrf', answer: { status: 204 }, result: undefined }));
});
