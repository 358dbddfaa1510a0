import type { RemoteName } from './remote-names';
import type { RouteName } from './routes';

/**
 * Fragments one part of the page places from another remote without importing
 * it: the remote that owns the data ships the fragment that shows it (docs/architecture.md,
 * "How a remote plugs in"). The owner is the remote
 * whose `RemoteDefinition.fragments` provides it.
 */
export const FRAGMENTS = {
  'content-blocks': 'content',
  'not-found-content': 'content',
  'product-list': 'catalogue',
  'product-group': 'catalogue',
  'product-promotion': 'catalogue',
  'recipe-group': 'catalogue',
  'recipe-search': 'catalogue',
  'category-menu': 'catalogue',
  'search-flyout': 'search',
  'login-button': 'account',
  'loyalty-club-link-button': 'account',
  'voucher-group': 'account',
  'account-menu': 'account',
  'mini-cart': 'cart-checkout',
  'service-selection-dialog': 'cart-checkout',
  'cart-merge-dialog': 'cart-checkout',
} as const satisfies Record<string, RemoteName>;

export type FragmentName = keyof typeof FRAGMENTS;
export const FRAGMENT_NAMES = Object.keys(FRAGMENTS) as FragmentName[];

/**
 * The fragments of another remote a route's page shows as its content (not the header's, which come after
 * the route): the search results and the favorites are catalogue's product list. The backend preloads their
 * files with the route's, so the tiles need no round trips of their own after the route rendered. A content
 * page places what its blocks name, which only its content knows: none listed.
 */
export const ROUTE_CONTENT_FRAGMENTS: Readonly<Partial<Record<RouteName, readonly FragmentName[]>>> = {
  'search-term': ['product-list'],
  favorites: ['product-list'],
};

/**
 * What the shopper typed into the shell's plain search form before the search flyout took its place: the
 * flyout's props at that swap. A flyout that reads them says so with SEARCH_FLYOUT_TAKES_HANDOVER set on its
 * parcel config; the shell hands over only to such a flyout, and keeps a plain form in use beside an older
 * one until the shopper leaves it empty, so no release order of shell and search loses a typed term.
 */
export interface SearchFlyoutHandover {
  readonly term?: string;
  readonly focused?: boolean;
  readonly caret?: number;
}
export const SEARCH_FLYOUT_TAKES_HANDOVER = 'takesHandover';
