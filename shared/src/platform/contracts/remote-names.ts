/** The five remotes of the storefront; each is deployed by its own team. */
export const REMOTE_NAMES = ['content', 'catalogue', 'search', 'account', 'cart-checkout'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The module federation container name of a remote. Container names end up as
 * identifiers in the federation runtime, so the hyphen of `cart-checkout` is
 * replaced and every name carries the product prefix to avoid clashes with
 * third-party containers on the same page.
 */
export function federationName(remote: RemoteName): string {
  return `storefront_${remote.replace(/-/g, '_')}`;
}

/** The one module each remote exposes (ARCHITECTURE: "exposes exactly one module"). */
export const REMOTE_EXPOSED_MODULE = './remote';
