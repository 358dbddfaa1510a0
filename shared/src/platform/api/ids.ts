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
  return Array.from(bytes, (b) => (b + 256).toString(16).slice(1))
    .join('')
    .replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** A request id is a unique id plus a timestamp. */
export function requestId(now: number = Date.now()): string {
  return `${randomId()}-${now}`;
}
