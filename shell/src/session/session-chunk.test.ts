import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/shared/platform/api';
import { createEventBus } from '@storefront/shared/platform/events';
import { aCustomer } from '@storefront/shared/fixtures';
import { createFakeFetch } from '@storefront/shared/platform/testing';
import { createSession, sessionAtom } from './session-service';

// The session's lazy chunk fails to load once (a deploy, a lost connection), then loads.
let imports = 0;
vi.mock('./session-actions', async (importOriginal) => {
  imports += 1;
  if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module: lazy-session.js');
  return importOriginal();
});

describe('the session code, a chunk of its own', () => {
  it('that failed to load is asked for again by the next call, not kept as a failure', async () => {
    const answer = { status: 200, body: aCustomer({ id: 'c-1' }) };
    const fake = createFakeFetch({ 'GET /api/customers': answer, 'GET /api/customers/refresh': answer });
    const store = createStore();
    const api = createApiClient({ fetch: fake.fetch, readCookie: () => undefined });
    const session = createSession(api, createEventBus({ mode: 'development' }), store, { show: () => undefined, dismiss: () => undefined }, () => 'true');
    await expect(session.load()).rejects.toThrow();
    expect(store.get(sessionAtom).status).toBe('anonymous');
    await session.service.refresh();
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', customer: expect.objectContaining({ id: 'c-1' }) });
  });
});
