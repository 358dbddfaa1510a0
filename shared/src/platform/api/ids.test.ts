import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId, requestId } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a v4 UUID also where crypto.randomUUID is missing (insecure contexts)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('makes request ids of a unique id plus a timestamp (doc 1 §3)', () => {
    expect(requestId(1_700_000_000_000)).toMatch(/^[0-9a-f-]{36}-1700000000000$/);
  });
});
