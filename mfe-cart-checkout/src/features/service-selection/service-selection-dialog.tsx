import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  autocompletePlaces,
  geocodeLocation,
  geocodePlace,
  geocodingMessage,
  getCheckoutStores,
  getDeliveryAreaAt,
  type CheckoutStore,
  type GeocodedAddress,
  type PlacePrediction,
  type Position,
  type ServiceType,
} from '@storefront/shared/distribution';
import { call, isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog, FragmentSlot, VisuallyHidden } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import { distanceInKm } from './distance';
import { serviceTypeContentForOpening, type ServiceTypeContent, type ServiceTypeContents } from './service-type-content';
import * as styles from './service-selection.module.css';

/** Suggestions are asked for once the shopper paused typing, and only for three characters or more. */
const AUTOCOMPLETE_DELAY_MS = 300;
const AUTOCOMPLETE_MIN_LENGTH = 3;

/** The message of a failed save, in place: the backend's own text, or the general one when it is unreachable. */
function failureText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.kind === 'backend') return error.message;
  return t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.service.saveFailed');
}

/**
 * The service selection dialog (doc 2 §4): delivery to an address, found with
 * the maps calls and checked against the delivery areas, or click-and-collect
 * at a store of the checkout-stores list. The choice is saved to the cart; closing the dialog
 * without one aborts the add that opened it. Where the tenant's prompt is optional, the
 * shopper may also choose later ("Später wählen"): the add goes on without a service.
 *
 * Beside each choice its service-type content component (doc 2 §9): what the
 * service is in this shop, from the content system. The dialog's first paint
 * waits briefly for them; without them (not loaded, not readable, too slow)
 * the choices are as they were, and texts never appear under the shopper's
 * finger once the dialog is up.
 */
export function ServiceSelectionDialog({ session, optional = false }: { session: CartSession; optional?: boolean }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const current = session.snapshot().cart?.distributionAddress?.distributionType;
  const [serviceType, setServiceType] = useState<ServiceType>(current ?? 'DELIVERY');
  const [position, setPosition] = useState<Position | undefined>(undefined);
  // Fixed for this opening: the dialog paints once they are settled, and keeps them until it closes.
  const [contents, setContents] = useState<ServiceTypeContents | undefined>(undefined);
  useEffect(() => {
    let open = true;
    void serviceTypeContentForOpening(api).then((settled) => open && setContents(settled));
    return () => {
      open = false;
    };
  }, [api]);
  if (contents === undefined) return null;

  return (
    <Dialog open onClose={() => session.settleServiceSelection(false)} title={t('cart.service.title')} closeLabel={t('cart.service.close')}>
      {optional && <p className={styles.laterHint}>{t('cart.service.laterHint')}</p>}
      <fieldset className={`${styles.choices}${contents.DELIVERY || contents.CLICK_AND_COLLECT ? ` ${styles.withContent}` : ''}`}>
        <legend className={styles.label}>{t('cart.service.question')}</legend>
        {(['DELIVERY', 'CLICK_AND_COLLECT'] as const).map((type) => (
          <ServiceTypeChoice key={type} type={type} checked={serviceType === type} onChoose={() => setServiceType(type)} content={contents[type]} />
        ))}
      </fieldset>
      {serviceType === 'DELIVERY' ? (
        <DeliveryChoice session={session} optional={optional} onPosition={setPosition} />
      ) : (
        <StoreChoice session={session} optional={optional} position={position} onPosition={setPosition} />
      )}
    </Dialog>
  );
}

interface ServiceTypeChoiceProps {
  readonly type: ServiceType;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly content: ServiceTypeContent | undefined;
}

/**
 * One choice: its radio with the name from the bundle, and the component's
 * short text inside the same label (a tap on it chooses too; it is the radio's
 * description, not part of its name). The details sit apart, below it: a
 * disclosure is no part of a label.
 */
function ServiceTypeChoice({ type, checked, onChoose, content }: ServiceTypeChoiceProps) {
  const { t } = useServices().i18n;
  const id = useId();
  const intro = content?.intro;
  return (
    <div className={content ? `${styles.choice} ${styles.card}` : styles.choice}>
      <label className={styles.choiceLabel}>
        <input
          type="radio"
          name="service-type"
          value={type}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={`${id}-name`}
          aria-describedby={intro ? `${id}-intro` : undefined}
        />
        <span id={`${id}-name`}>{t(type === 'DELIVERY' ? 'cart.service.delivery' : 'cart.service.clickAndCollect')}</span>
        {intro && (
          <span id={`${id}-intro`} className={styles.intro}>
            {intro}
          </span>
        )}
      </label>
      {content && (content.blocks.length > 0 || content.link) && <ServiceTypeDetails type={type} content={content} />}
    </div>
  );
}

/**
 * The component's details behind "Mehr zur …", closed at first: opening them
 * moves nothing the shopper did not ask to move. The blocks are rendered by
 * the content remote (the one place CMS HTML is sanitised); while it is down,
 * their plain texts.
 */
function ServiceTypeDetails({ type, content }: { type: ServiceType; content: ServiceTypeContent }) {
  const { t } = useServices().i18n;
  const props = useMemo(() => ({ blocks: content.blocks }), [content.blocks]);
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t(type === 'DELIVERY' ? 'cart.service.deliveryDetails' : 'cart.service.clickAndCollectDetails')}</summary>
      <div className={styles.detailsBody}>
        {content.blocks.length > 0 && (
          <FragmentSlot name="content-blocks" props={props} fallback={<PlainBlocks blocks={content.blocks} />} className={styles.blocks} />
        )}
        {content.link && (
          <a href={content.link.href} target="_blank" rel="noopener" className={styles.moreLink}>
            {content.link.label}
            <VisuallyHidden> {t('cart.service.newTab')}</VisuallyHidden>
          </a>
        )}
      </div>
    </details>
  );
}

/** The blocks' headlines and plain texts, for when the content remote cannot render them; any HTML stays out. */
function PlainBlocks({ blocks }: { blocks: ServiceTypeContent['blocks'] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => {
        const text = typeof block.fields['text'] === 'string' ? block.fields['text'] : undefined;
        if (!block.headline && !text) return null;
        return (
          <div key={block.id}>
            {block.headline && <p className={styles.blockTitle}>{block.headline}</p>}
            {text && <p className={styles.blockText}>{text}</p>}
          </div>
        );
      })}
    </div>
  );
}

function DeliveryChoice({ session, optional, onPosition }: { session: CartSession; optional: boolean; onPosition: (position: Position) => void }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ query: string; places: readonly PlacePrediction[] }>({ query: '', places: [] });
  const [address, setAddress] = useState<GeocodedAddress | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const query = text.trim();
  const searching = query.length >= AUTOCOMPLETE_MIN_LENGTH && !address;
  // Only the suggestions for what the field says now are shown.
  const suggestions = searching && found.query === query ? found.places : [];
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // A failing map call is silent: no suggestions (doc 2 §8).
      call(api, autocompletePlaces, { query: { q: query, addressOnly: true }, signal: controller.signal }).then(
        (places) => setFound({ query, places }),
        () => setFound({ query, places: [] }),
      );
    }, AUTOCOMPLETE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, searching]);

  const pick = async (suggestion: PlacePrediction) => {
    setFound({ query: '', places: [] });
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

  /** A found address, checked as every address is: complete (doc 2 §5), and inside a delivery area. */
  const takeAddress = async (found: GeocodedAddress | undefined, shownOtherwise: string) => {
    // Incomplete geocoding shows the configured invalid-address message (doc 2 §5).
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
    setBusy(true);
    setMessage(undefined);
    try {
      await session.chooseService({
        distributionType: 'DELIVERY',
        streetName: address.streetName ?? '',
        streetNumber: address.streetNumber ?? '',
        postalCode: address.postalCode ?? '',
        city: address.city ?? '',
        ...(address.country ? { country: address.country } : {}),
        ...(address.countryCode ? { countryCode: address.countryCode } : {}),
        position: address.position,
      });
      session.settleServiceSelection(true);
    } catch (error) {
      setMessage(failureText(error, t));
      setBusy(false);
    }
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

function StoreChoice({
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
    // A failing store list is silent: an empty list (doc 2 §8).
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
    setBusy(true);
    setMessage(undefined);
    try {
      await session.chooseService({ distributionType: 'CLICK_AND_COLLECT', storeId });
      session.settleServiceSelection(true);
    } catch (error) {
      setMessage(failureText(error, t));
      setBusy(false);
    }
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

interface FooterProps {
  readonly message: string | undefined;
  readonly busy: boolean;
  readonly submitLabel: string;
  readonly session: CartSession;
  /** The tenant's prompt is optional: "Später wählen" goes on with the add without a service. */
  readonly optional: boolean;
}

/** The end of either form: its error, then abort (or choose later) and save (the shopper's choice of service decides the label). */
function SelectionFooter({ message, busy, submitLabel, session, optional }: FooterProps) {
  const { t } = useServices().i18n;
  return (
    <>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => session.settleServiceSelection(false)}>
          {t('cart.service.cancel')}
        </Button>
        {optional && (
          <Button variant="secondary" onClick={() => session.skipServiceSelection()}>
            {t('cart.service.later')}
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
