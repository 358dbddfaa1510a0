import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Environment } from '../environment';

/** Names of the cookies the storefront sets (doc 1 §3 login types name the session cookies). */
export const SESSION_COOKIE = 'sid';
export const LOGGED_IN_COOKIE = 'loggedIn';
export const CART_COOKIE = 'cartId';

/**
 * Attributes shared by every cookie: the whole site, sent on top-level
 * navigation from other sites but not on their subrequests, and Secure
 * wherever the shop runs on HTTPS (everywhere but development on localhost).
 */
export function cookieOptions(environment: Environment, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', httpOnly, secure: environment !== 'development' };
}
