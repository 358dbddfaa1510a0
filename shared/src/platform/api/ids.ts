/**
 * A random id for request ids and idempotency keys. `crypto.randomUUID` exists
 * only in secure contexts, so the fallback builds a v4 UUID from
 * `getRandomValues`, which every browser and Node 20 offer everywhere.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A request id is a unique id plus a timestamp (doc 1 §3). */
export function requestId(now: number = Date.now()): string {
  return `${randomId()}-${now}`;
}
