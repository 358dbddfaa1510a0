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

/** The one module each remote exposes, and its only one (docs/architecture.md, "How a remote plugs in"). */
export const REMOTE_EXPOSED_MODULE = './remote';

/**
 * The time budget of a remote slot (docs/architecture.md, "Failure is normal"): from the
 * moment the slot starts loading, its remote's manifest, entry, exposed module
 * and the part's own chunks must have arrived within this many milliseconds, or
 * the slot shows its fallback. A tenant may set its own (`remoteLoadBudgetMs` in
 * the client runtime config).
 */
export const REMOTE_LOAD_BUDGET_MS = 4000;

/** The pause before the one retry of a failed load, within the budget. */
export const REMOTE_RETRY_BACKOFF_MS = 250;
