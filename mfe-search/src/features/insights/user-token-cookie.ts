import { ANONYMOUS_USER_TOKEN_COOKIE_LIFETIME_MONTHS } from '@storefront/shared/platform/constants';

/** The cookie that holds the search provider's anonymous user token. */
export const USER_TOKEN_COOKIE = 'sf_search_user_token';

/** document.cookie, or a stand-in in tests. */
export interface CookieAccess {
  read(): string;
  write(cookie: string): void;
}

export const documentCookies: CookieAccess = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

export function readUserToken(cookies: CookieAccess): string | undefined {
  for (const part of cookies.read().split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === USER_TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** When the cookie expires: the anonymous user token cookie lives 6 months (doc 1 §9). */
export function userTokenExpiry(now: Date): Date {
  const expiry = new Date(now);
  expiry.setMonth(expiry.getMonth() + ANONYMOUS_USER_TOKEN_COOKIE_LIFETIME_MONTHS);
  return expiry;
}

export function writeUserToken(cookies: CookieAccess, token: string, now: Date, secure: boolean): void {
  cookies.write(
    `${USER_TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${userTokenExpiry(now).toUTCString()}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

export function removeUserToken(cookies: CookieAccess): void {
  cookies.write(`${USER_TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}
