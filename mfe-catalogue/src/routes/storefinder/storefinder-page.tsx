import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { favoriteStoreOf, setFavoriteStore, type FavoriteStoreSource } from '@storefront/shared/account';
import { geocodeAddress, getCheckoutStores, type CheckoutStore } from '@storefront/shared/distribution';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { Button, Skeleton } from '@storefront/shared/platform/ui';
import { usePageHead } from '../../features/head/use-page-head';
import { changeFavoriteStore, readFavoriteStores } from '../../features/store-finder/favorite-stores';
import { distanceKm, openingHoursOf, openingLines } from '../../features/store-finder/stores';
import * as page from '../page.module.css';
import * as styles from './storefinder.module.css';

type Position = { lat: number; lng: number };
type Searched = { label: string; position: Position } | 'not-found' | null;

/** The shop's stores are in Austria: the address search looks there only. */
const COUNTRY = 'AT';

/** localStorage, or nothing where the browser forbids it (the favorites then live for the page only). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The store finder (doc 1 §2 storefinder): every store with its address and
 * opening hours; a searched address (the maps calls, doc 2 §7) orders them by
 * distance and shows where they lie to each other without a map; the
 * favorite store: a guest's in the browser's list (source LOCALSTORAGE, key
 * favoriteStores, the key removed when empty), a customer's on the account
 * (source CUSTOMER: POST /api/customers/favorite-store, nothing local).
 */
export function StorefinderPage({ services }: MountProps) {
  const { t } = services.i18n;
  const { api } = services;
  const session = useSessionSnapshot();
  const { data: stores, error, isValidating, mutate } = useSWR<CheckoutStore[], unknown>('catalogue:stores', () => call(api, getCheckoutStores));
  const [searched, setSearched] = useState<Searched>(null);
  usePageHead({ title: t('catalogue.stores.title', { brand: services.config.tenant.themeConfig.brandName }), description: t('catalogue.stores.description') });

  const ordered = useMemo(() => {
    if (!stores) return undefined;
    if (!searched || searched === 'not-found') return stores.map((store) => ({ store, distance: undefined as number | undefined }));
    return stores
      .map((store) => ({ store, distance: store.position ? distanceKm(searched.position, store.position) : undefined }))
      .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  }, [stores, searched]);

  return (
    <section className={page.page} aria-labelledby="stores-heading">
      <h1 id="stores-heading">{t('catalogue.stores.headline')}</h1>
      <AddressSearch onFound={setSearched} />
      {ordered ? (
        <>
          <p role="status" className={page.status}>
            {searched && searched !== 'not-found'
              ? t('catalogue.stores.nearest', { address: searched.label })
              : searched === 'not-found'
                ? t('catalogue.stores.addressNotFound')
                : t('catalogue.stores.count', { count: ordered.length })}
          </p>
          <div className={styles.layout}>
            <ol className={styles.list} aria-label={t('catalogue.stores.list')}>
              {ordered.map(({ store, distance }, index) => (
                <li key={store.storeId}>
                  <StoreCard store={store} number={index + 1} distance={distance} customer={session.status === 'authenticated' ? session.customer : null} />
                </li>
              ))}
            </ol>
            <PositionView stores={ordered.map(({ store }) => store)} searched={searched && searched !== 'not-found' ? searched.position : undefined} />
          </div>
        </>
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={page.problem}>
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'catalogue.error.unavailable' : 'catalogue.stores.failed')}</p>
          <Button onClick={() => void mutate()}>{t('catalogue.retry')}</Button>
        </div>
      ) : (
        <div aria-busy="true">
          <Skeleton shape="text" lines={6} width="100%" height="5rem" />
        </div>
      )}
    </section>
  );
}

function AddressSearch({ onFound }: { onFound: (searched: Searched) => void }) {
  const { i18n, api } = useServices();
  const { t } = i18n;
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = address.trim();
    if (text === '') return onFound(null);
    setBusy(true);
    // A failed maps call is silent (doc 2 §8): the shopper reads "not found", never an error page.
    const found = await call(api, geocodeAddress, { query: { address: text, restrictCountry: COUNTRY } }).catch(() => []);
    setBusy(false);
    const best = found[0];
    // The label names what was found (a street may match where a town was meant), so the shopper sees it.
    const street = [best?.streetName, best?.streetNumber].filter(Boolean).join(' ');
    const place = [best?.postalCode, best?.city].filter(Boolean).join(' ');
    onFound(best ? { label: [street, place].filter(Boolean).join(', ') || text, position: best.position } : 'not-found');
  };
  return (
    <form role="search" aria-label={t('catalogue.stores.search')} className={styles.search} onSubmit={(event) => void submit(event)}>
      <label htmlFor="store-address">{t('catalogue.stores.addressLabel')}</label>
      <div className={styles.searchRow}>
        <input id="store-address" type="search" autoComplete="postal-code" value={address} onChange={(event) => setAddress(event.target.value)} maxLength={300} />
        <Button type="submit" busy={busy}>
          {t('catalogue.stores.searchButton')}
        </Button>
      </div>
    </form>
  );
}

function StoreCard({
  store,
  number,
  distance,
  customer,
}: {
  store: CheckoutStore;
  number: number;
  distance: number | undefined;
  customer: { favoriteStore?: { storeId: string } | undefined } | null;
}) {
  const { i18n, api, session, notifications } = useServices();
  const { t } = i18n;
  const source: FavoriteStoreSource = customer ? 'CUSTOMER' : 'LOCALSTORAGE';
  const [local, setLocal] = useState(() => {
    const storage = browserStorage();
    return storage ? readFavoriteStores(storage) : [];
  });
  const [busy, setBusy] = useState(false);
  const favorite = customer ? customer.favoriteStore?.storeId === store.storeId : local.includes(store.storeId);
  const hours = openingHoursOf(store);
  const days = t('catalogue.stores.days').split(',');

  const toggle = async () => {
    if (source === 'CUSTOMER') {
      // The customer's favorite store is one store, set on the account; choosing another replaces it.
      setBusy(true);
      try {
        await call(api, setFavoriteStore, { body: favoriteStoreOf(store.storeId) });
        await session.refresh();
      } catch {
        notifications.show({ type: 'error', messageKey: 'catalogue.stores.favoriteFailed' });
      } finally {
        setBusy(false);
      }
      return;
    }
    const storage = browserStorage();
    if (storage) setLocal(changeFavoriteStore(storage, 'LOCALSTORAGE', store.storeId, favorite ? 'remove' : 'add'));
  };

  return (
    <article className={styles.card} aria-labelledby={`store-${store.storeId}`}>
      <div className={styles.cardHead}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <h2 id={`store-${store.storeId}`}>{store.name}</h2>
        {distance !== undefined && <span className={styles.distance}>{t('catalogue.stores.distance', { km: i18n.formatNumber(Math.round(distance * 10) / 10) })}</span>}
      </div>
      <p className={styles.address}>
        {store.streetName} {store.streetNumber}, {store.postalCode} {store.city}
      </p>
      {hours && (
        <dl className={styles.hours} aria-label={t('catalogue.stores.openingHours')}>
          {openingLines(hours, days, t('catalogue.stores.closed')).map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      )}
      {customer && favorite ? (
        <p className={styles.favorite}>{t('catalogue.stores.yourFavorite')}</p>
      ) : (
        <Button variant="secondary" aria-pressed={favorite} busy={busy} onClick={() => void toggle()}>
          {favorite ? t('catalogue.stores.unfavorite') : t('catalogue.stores.favorite')}
        </Button>
      )}
    </article>
  );
}

/**
 * Where the stores lie to each other and to the searched address, drawn to
 * scale without a map (no third-party map, so nothing needs consent): a
 * numbered dot per store as in the list, a ring for the address.
 */
function PositionView({ stores, searched }: { stores: readonly CheckoutStore[]; searched: Position | undefined }) {
  const { t } = useServices().i18n;
  const points = stores.flatMap((store, index) => (store.position ? [{ ...store.position, number: index + 1 }] : []));
  const all = [...points, ...(searched ? [searched] : [])];
  if (points.length < 2) return null;
  const lats = all.map((point) => point.lat);
  const lngs = all.map((point) => point.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const size = 300;
  const pad = 20;
  const span = Math.max(maxLat - minLat, (maxLng - minLng) * Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180)), 0.01);
  const x = (lng: number) => pad + (((lng - minLng) * Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180))) / span) * (size - 2 * pad);
  const y = (lat: number) => size - pad - ((lat - minLat) / span) * (size - 2 * pad);
  return (
    <figure className={styles.positions}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-label={t('catalogue.stores.positions')}>
        <rect x="0" y="0" width={size} height={size} rx="8" className={styles.plane} />
        {searched && <circle cx={x(searched.lng)} cy={y(searched.lat)} r="9" className={styles.here} />}
        {points.map((point) => (
          <g key={point.number}>
            <circle cx={x(point.lng)} cy={y(point.lat)} r="11" className={styles.dot} />
            <text x={x(point.lng)} y={y(point.lat) + 4} textAnchor="middle" className={styles.dotText}>
              {point.number}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{t(searched ? 'catalogue.stores.positionsCaptionSearched' : 'catalogue.stores.positionsCaption')}</figcaption>
    </figure>
  );
}
