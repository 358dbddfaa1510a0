import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { setCartDistributionTimeSlot } from '@storefront/shared/checkout';
import { getCapacity, getEarliestWindow, type CapacityTimeSlot, type DistributionAddressInput } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { formatShopDay, formatShopTime } from '@storefront/shared/platform/i18n';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Skeleton } from '@storefront/shared/platform/ui';
import { saveDraft } from './checkout-draft';
import { windowsByDay, windowState } from './checkout-rules';
import * as styles from './checkout.module.css';
import { saveFailure } from './service-step';
import type { StepProps } from './step-props';
import { StepErrors } from './step-messages';

/**
 * Step 2, the time window: the earliest free window preselected (or the one
 * the cart has), the windows day by day from the capacity call, free ones with
 * their fee, full and expired ones shown but not choosable; saved with
 * distribution-time-slot. An expired or full window found by the validation
 * shows its message here (doc 2 §8 time slot group).
 */
export function WindowStep({ cart, session, errors, onDone }: StepProps) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const address = cart.distributionAddress;
  const current = cart.distributionWindow?.id;
  const request = useMemo(() => {
    if (!address) return undefined;
    const { distributionType, storeId, streetName, streetNumber, postalCode, city, position } = address;
    const distributionAddress =
      distributionType === 'CLICK_AND_COLLECT'
        ? { distributionType, storeId: storeId ?? '' }
        : { distributionType, streetName: streetName ?? '', streetNumber: streetNumber ?? '', postalCode: postalCode ?? '', city: city ?? '', ...(position ? { position } : {}) };
    return { skus: cart.productLineItems.map((line) => line.product.sku), distributionAddress: distributionAddress as DistributionAddressInput };
  }, [address, cart.productLineItems]);

  const { data: slots, error: slotsError } = useSWR(request ? ['capacity', JSON.stringify(request), current] : null, () =>
    call(api, getCapacity, { body: request!, ...(current ? { query: { timeSlotId: current } } : {}) }),
  );
  const { data: earliest } = useSWR(address ? ['earliest', address.distributionType, address.storeId, address.postalCode] : null, () =>
    call(api, getEarliestWindow, {
      query: {
        distributionType: address!.distributionType,
        ...(address!.distributionType === 'CLICK_AND_COLLECT' && address!.storeId ? { appointableId: address!.storeId } : {}),
        ...(address!.distributionType === 'DELIVERY' && address!.postalCode ? { postalCode: address!.postalCode } : {}),
      },
    }).catch(() => null),
  );

  const [chosen, setChosen] = useState<string | undefined>(current);
  const selected = chosen ?? earliest?.id ?? undefined;
  const days = useMemo(() => windowsByDay(slots ?? []), [slots]);
  const [day, setDay] = useState<string | undefined>();
  const selectedDay = days.find((entry) => entry.slots.some((slot) => slot.id === selected))?.day;
  const shownDay = (day && days.some((entry) => entry.day === day) ? day : undefined) ?? selectedDay ?? days[0]?.day;
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const cartWindow = current ? { id: current, expired: errors.some((error) => error.code === '140' || error.code === '141') } : undefined;
  const selectedSlot = slots?.find((slot) => slot.id === selected);
  const selectable = selectedSlot !== undefined && windowState(selectedSlot, now, cartWindow) === 'free';

  const save = async () => {
    if (!selected || !selectable) {
      setFailure(t('checkout.window.pick'));
      return;
    }
    setFailure(undefined);
    setBusy(true);
    saveDraft({ windowId: selected });
    try {
      await call(api, setCartDistributionTimeSlot, { body: { id: selected } });
      await session.load();
      await session.validate();
      onDone();
    } catch (error) {
      setFailure(saveFailure(error, t));
    } finally {
      setBusy(false);
    }
  };

  // Shop times: the windows are Vienna's, whatever zone the device is set to.
  const time = (iso: string) => formatShopTime(iso, i18n.locale);
  const dayLabel = (key: string) => formatShopDay(key, i18n.locale, 'short');
  const stateText = (slot: CapacityTimeSlot) => {
    const state = windowState(slot, now, cartWindow);
    if (state === 'full') return t('checkout.window.full');
    if (state === 'expired') return t('checkout.window.expired');
    return slot.serviceFee === undefined ? t('checkout.window.free') : slot.serviceFee === 0 ? t('checkout.window.noFee') : i18n.formatPrice(slot.serviceFee);
  };

  return (
    <section aria-labelledby="step-window-heading" className={styles.step}>
      <h2 id="step-window-heading">{t('checkout.step.window')}</h2>
      <StepErrors errors={errors} extra={failure} />
      {slots === undefined && !slotsError ? (
        <div aria-busy="true">
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="100%" height="12rem" className={styles.skeletonGap} />
        </div>
      ) : slotsError || days.length === 0 ? (
        <p role="status">{t(slotsError ? 'checkout.window.failed' : 'checkout.window.none')}</p>
      ) : (
        <>
          {earliest && (
            <p className={styles.muted} data-testid="earliest-window">
              {t('checkout.window.earliest', { window: `${dayLabel(windowsByDay([{ ...earliest, available: true }])[0]!.day)}, ${time(earliest.start)}–${time(earliest.end)}` })}
            </p>
          )}
          <div role="group" aria-label={t('checkout.window.days')} className={styles.days}>
            {days.map((entry) => (
              <button
                key={entry.day}
                type="button"
                className={styles.day}
                aria-pressed={entry.day === shownDay}
                onClick={() => setDay(entry.day)}
              >
                {dayLabel(entry.day)}
              </button>
            ))}
          </div>
          <fieldset className={styles.windows}>
            <legend className={styles.legend}>{t('checkout.window.legend', { day: shownDay ? dayLabel(shownDay) : '' })}</legend>
            {days
              .find((entry) => entry.day === shownDay)
              ?.slots.map((slot) => {
                const state = windowState(slot, now, cartWindow);
                return (
                  <label key={slot.id} className={styles.window} data-state={state}>
                    <input
                      type="radio"
                      name="window"
                      value={slot.id}
                      checked={slot.id === selected}
                      disabled={state !== 'free' && slot.id !== selected}
                      onChange={() => setChosen(slot.id)}
                    />
                    <span>
                      {time(slot.start)}–{time(slot.end)}
                    </span>
                    <span className={styles.windowState}>{stateText(slot)}</span>
                  </label>
                );
              })}
          </fieldset>
        </>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void save()} busy={busy} disabled={slots === undefined}>
          {t('checkout.saveAndNext')}
        </Button>
      </div>
    </section>
  );
}
