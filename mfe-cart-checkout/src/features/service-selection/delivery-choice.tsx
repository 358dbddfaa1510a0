import { useId, useState, type FormEvent } from 'react';
import { geocodeLocation, geocodePlace, geocodingMessage, getDeliveryAreaAt, type GeocodedAddress, type PlacePrediction, type Position } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import { saveServiceChoice } from './save-service-choice';
import { SelectionFooter } from './selection-footer';
import * as styles from './service-selection.module.css';
import { useAddressSuggestions } from './use-address-suggestions';

/**
 * Delivery: the address typed (with suggestions) or found at the browser's position, taken only when it is
 * complete and inside a delivery area, and saved to the cart.
 */
export function DeliveryChoice({ session, optional, onPosition }: { session: CartSession; optional: boolean; onPosition: (position: Position) => void }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [address, setAddress] = useState<GeocodedAddress | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { suggestions, clearSuggestions } = useAddressSuggestions(text, address !== undefined);

  const pick = async (suggestion: PlacePrediction) => {
    clearSuggestions();
    setMessage(undefined);
    setBusy(true);
    try {
      const found = await call(api, geocodePlace, {
        params: { id: suggestion.id },
        query: { primaryPart: suggestion.primaryPart, ...(suggestion.secondaryPart ? { secondaryPart: suggestion.secondaryPart } : {}) },
      }).catch(() => undefined);
      await takeAddress(found, suggestion.primaryPart);
    } finally {
      setBusy(false);
    }
  };

  /** A found address, checked as every address is: complete, and inside a delivery area. */
  const takeAddress = async (found: GeocodedAddress | undefined, shownOtherwise: string) => {
    // Incomplete geocoding shows the configured invalid-address message.
    const invalid = geocodingMessage(found);
    if (invalid || !found) {
      setMessage(t(invalid ?? 'validation.invalidAddress'));
      setText(shownOtherwise);
      return;
    }
    onPosition(found.position);
    const area = await call(api, getDeliveryAreaAt, { query: { latitude: found.position.lat, longitude: found.position.lng } }).catch(() => null);
    if (!area) {
      setMessage(t('cart.service.outsideDeliveryArea'));
      setText(shownOtherwise);
      return;
    }
    setAddress(found);
    setText(`${found.streetName ?? ''} ${found.streetNumber ?? ''}`.trim());
  };

  /**
   * "Meinen Standort verwenden": the address at the browser's position (reverse geocoding, addresses only),
   * the nearest first. No position (refused, unavailable) and no address there are told; a failing map
   * call is no address (doc 2 §8: silent, an empty result). The shopper can always type the address.
   */
  const locate = () => {
    setMessage(undefined);
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        void call(api, geocodeLocation, { query: { latitude: coords.latitude, longitude: coords.longitude, addressOnly: true } })
          .catch(() => [])
          .then(async ([nearest]) => {
            if (!nearest) setMessage(t('cart.service.noAddressHere'));
            else await takeAddress(nearest, text);
          })
          .finally(() => setBusy(false));
      },
      () => {
        setMessage(t('cart.service.noPositionForAddress'));
        setBusy(false);
      },
      { maximumAge: 60_000, timeout: 15_000 },
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!address) {
      setMessage(t('cart.service.pickAddress'));
      return;
    }
    const chosen = {
      distributionType: 'DELIVERY' as const,
      streetName: address.streetName ?? '',
      streetNumber: address.streetNumber ?? '',
      postalCode: address.postalCode ?? '',
      city: address.city ?? '',
      ...(address.country ? { country: address.country } : {}),
      ...(address.countryCode ? { countryCode: address.countryCode } : {}),
      position: address.position,
    };
    await saveServiceChoice(session, chosen, { setBusy, setMessage }, t);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        {t('cart.service.address')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        autoComplete="street-address"
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setAddress(undefined);
          setMessage(undefined);
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t('cart.service.addressHint')}
      </p>
      {typeof navigator !== 'undefined' && 'geolocation' in navigator && (
        <Button variant="link" onClick={locate} disabled={busy}>
          {t('cart.service.useMyLocation')}
        </Button>
      )}
      {suggestions.length > 0 && (
        <ul className={styles.options} aria-label={t('cart.service.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <button type="button" className={styles.option} onClick={() => void pick(suggestion)}>
                {suggestion.primaryPart}
                {suggestion.secondaryPart && <span className={styles.secondary}>{suggestion.secondaryPart}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {address && (
        <p className={styles.chosen} data-testid="service-address">
          {t('cart.service.deliverTo', {
            address: `${address.streetName ?? ''} ${address.streetNumber ?? ''}, ${address.postalCode ?? ''} ${address.city ?? ''}`,
          })}
        </p>
      )}
      <SelectionFooter message={message} busy={busy} submitLabel={t('cart.service.saveDelivery')} session={session} optional={optional} />
    </form>
  );
}
