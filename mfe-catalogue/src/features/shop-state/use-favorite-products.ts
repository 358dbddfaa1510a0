import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { addFavorite, getFavorites, removeFavorite, type Favorites } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';

export type FavoriteToggle = 'added' | 'removed' | 'login-required';

export interface FavoriteProducts {
  /** Favorites exist for this tenant (featureCustomer and featureCustomerFavorites). */
  readonly enabled: boolean;
  /** A customer is logged in: the heart saves; a guest is asked to log in first. */
  readonly customer: boolean;
  isFavorite(sku: string): boolean;
  /** Adds or removes a customer's favorite; for a guest nothing changes and the answer says a login is needed. */
  toggle(sku: string): Promise<FavoriteToggle>;
}

const TYPE = 'products';

/**
 * The customer's favorite products (doc 2 §7: GET, PUT and DELETE
 * /api/customers/favorites). A change is announced with `favorites:changed`
 * so every other heart on the page (and the account's favorites page)
 * follows; a change announced by another part of the page updates this one.
 */
export function useFavoriteProducts(): FavoriteProducts {
  const { api, events, config } = useServices();
  const session = useSessionSnapshot();
  const enabled = config.isEnabled('featureCustomer') && config.isEnabled('featureCustomerFavorites');
  const customer = session.status === 'authenticated';
  const { data, mutate } = useSWR<Favorites>(enabled && customer ? 'catalogue:favorites' : null, () => call(api, getFavorites), {
    revalidateOnFocus: false,
  });

  useEffect(
    () =>
      events.subscribe('favorites:changed', ({ type, references }) => {
        if (type === TYPE) void mutate((current) => ({ ...current, [TYPE]: references }), { revalidate: false });
      }),
    [events, mutate],
  );

  const skus = useMemo(() => new Set(data?.[TYPE] ?? []), [data]);

  const toggle = useCallback(
    async (sku: string): Promise<FavoriteToggle> => {
      if (!customer) return 'login-required';
      const removing = skus.has(sku);
      const next = removing
        ? await call(api, removeFavorite, { params: { type: TYPE, reference: sku } })
        : await call(api, addFavorite, { params: { type: TYPE }, body: { reference: sku } });
      await mutate(next, { revalidate: false });
      events.publish('favorites:changed', { type: TYPE, references: next[TYPE] ?? [] });
      return removing ? 'removed' : 'added';
    },
    [api, customer, events, mutate, skus],
  );

  return { enabled, customer, isFavorite: (sku) => skus.has(sku), toggle };
}
