import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { getCheckoutStores, type CheckoutStore, type Position } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import { distanceInKm } from './distance';
import { saveServiceChoice } from './save-service-choice';
import { SelectionFooter } from './selection-footer';
import * as styles from './service-selection.module.css';

/**
 * Click-and-collect: the stores of the checkout-stores list, the nearest first once a position is known (the
 * address found for delivery, or the browser's), and the store chosen saved to the cart.
 */
export function StoreChoice({
  session,
  optional,
  position,
  onPosition,
}: {
  session: CartSession;
  optional: boolean;
  position: Position | undefined;
  onPosition: (position: Position) => void;
}) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const [stores, setStores] = useState<readonly CheckoutStore[] | undefined>(undefined);
  const [storeId, setStoreId] = useState<string | undefined>(session.snapshot().cart?.distributionAddress?.storeId);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A failing store list is silent: an empty list.
    call(api, getCheckoutStores).then(setStores, () => setStores([]));
  }, [api]);

  // With a position known (the address found, or the browser's), the nearest store comes first, with its distance.
  const listed = useMemo(() => {
    const withDistance = (stores ?? []).map((store) => ({
      store,
      distance: position && store.position ? distanceInKm(position, store.position) : undefined,
    }));
    return position ? withDistance.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)) : withDistance;
  }, [stores, position]);

  const locate = () => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => onPosition({ lat: coords.latitude, lng: coords.longitude }),
      () => setMessage(t('cart.service.noPosition')),
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!storeId) {
      setMessage(t('cart.service.pickStore'));
      return;
    }
    await saveServiceChoice(session, { distributionType: 'CLICK_AND_COLLECT', storeId }, { setBusy, setMessage }, t);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      {typeof navigator !== 'undefined' && 'geolocation' in navigator && (
        <Button variant="link" onClick={locate}>
          {t('cart.service.useLocation')}
        </Button>
      )}
      {stores === undefined ? (
        <p role="status">{t('common.loading')}</p>
      ) : stores.length === 0 ? (
        <p>{t('cart.service.noStores')}</p>
      ) : (
        <fieldset className={styles.choices} style={{ display: 'block' }}>
          <legend className={styles.label}>{t('cart.service.store')}</legend>
          <ul className={styles.options}>
            {listed.map(({ store, distance }) => (
              <li key={store.storeId}>
                <label className={`${styles.option} ${styles.store}`}>
                  <input type="radio" name="store" value={store.storeId} checked={storeId === store.storeId} onChange={() => setStoreId(store.storeId)} />
                  <span>
                    {store.name}
                    <span className={styles.secondary}>
                      {[`${store.streetName ?? ''} ${store.streetNumber ?? ''}`.trim(), `${store.postalCode ?? ''} ${store.city ?? ''}`.trim()]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  </span>
                  {distance !== undefined && (
                    <span className={styles.secondary}>{t('cart.service.distance', { km: i18n.formatNumber(Math.round(distance * 10) / 10) })}</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <SelectionFooter message={message} busy={busy} submitLabel={t('cart.service.saveStore')} session={session} optional={optional} />
    </form>
  );
}
