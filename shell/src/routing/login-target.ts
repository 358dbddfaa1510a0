import type { Location } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';

/**
 * Where the customer login guard sends a shopper who is not logged in: the login route with
 * returnUrl (the full path) and authRequired=true; null where the tenant has no login route.
 */
export function loginTarget(services: StorefrontServices, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const returnUrl = location.pathname + location.search + location.hash;
  return services.navigation.href({ name: 'login', query: { returnUrl, authRequired: 'true' } });
}
