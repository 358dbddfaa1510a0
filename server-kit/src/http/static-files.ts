import { stat } from 'node:fs/promises';

/**
 * A build file whose name carries its content hash (`main.a3819a60.js`,
 * `route-search-term.845bd961.js`): its content can never change under that
 * name, so browsers may keep it for good.
 */
export const HASHED_ASSET = /^[A-Za-z0-9_][\w.-]*\.[0-9a-f]{8}\.(?:js|css)$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** May be stored, but must be revalidated (ETag / Last-Modified) before every use. */
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_NEVER = 'no-store';
/** Per visitor (their remote map, a nonce): kept by no cache, shared or the browser's. */
export const CACHE_PRIVATE_NEVER = 'private, no-store';
/**
 * Per visitor, and asked for again on every use, but not `no-store`: the
 * browser may keep the page in its back/forward cache, so "back" shows the
 * page as the shopper left it at once. For a page without personal data in
 * its HTML (the shell's page: its remote map, a nonce); what a restored page
 * shows of a session or a cart is checked again when it comes back.
 */
export const CACHE_PRIVATE_REVALIDATE = 'private, no-cache';

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
