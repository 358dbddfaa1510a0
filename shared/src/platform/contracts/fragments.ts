import type { RemoteName } from './remote-names';

/**
 * Fragments one part of the page places from another remote without importing
 * it (ARCHITECTURE: "the data owner ships the fragment"). The owner is the remote
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
