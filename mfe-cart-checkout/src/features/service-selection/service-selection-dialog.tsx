import { useEffect, useState } from 'react';
import type { Position, ServiceType } from '@storefront/shared/distribution';
import { useServices } from '@storefront/shared/platform/parcel';
import { Dialog } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import { DeliveryChoice } from './delivery-choice';
import { serviceTypeContentForOpening, type ServiceTypeContents } from './service-type-content';
import { ServiceTypeChoice } from './service-type-choice';
import * as styles from './service-selection.module.css';
import { StoreChoice } from './store-choice';

/**
 * The service selection dialog: delivery to an address, found with
 * the maps calls and checked against the delivery areas, or click-and-collect
 * at a store of the checkout-stores list. The choice is saved to the cart; closing the dialog
 * without one aborts the add that opened it. Where the tenant's prompt is optional, the
 * shopper may also choose later ("Später wählen"): the add goes on without a service.
 *
 * Beside each choice its service-type content component: what the
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
