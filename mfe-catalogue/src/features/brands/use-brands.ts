import useSWR from 'swr';
import { getBrands, type Brand } from '@storefront/shared/catalogue';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/** Every brand of the assortment with its product count. */
export function useBrands() {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Brand[], unknown>('catalogue:brands', () => call(api, getBrands));
  return { brands: data, error, isValidating, retry: () => void mutate() };
}

/** Brands grouped by their first letter (umlauts under their base letter, digits under "0–9"), letters in order. */
export function brandsByLetter(brands: readonly Brand[]): Array<[string, Brand[]]> {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const first = brand.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '0–9';
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups].sort(([a], [b]) => (a === '0–9' ? -1 : b === '0–9' ? 1 : a.localeCompare(b, 'de')));
}
