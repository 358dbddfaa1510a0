import useSWR from 'swr';
import type { Cart } from '@storefront/shared/cart';
import { getCheckoutStores } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import * as styles from './cart-page.module.css';
import { ServiceWindow } from './service-window';
import { ValidationMessages } from './validation-messages';

/** The cart's service (delivery address or pickup store) and its window, the way to change it, and its validation errors. */
export function ServiceSummary({ cart, session, messages }: { cart: Cart; session: CartSession; messages: readonly string[] }) {
  const { i18n, api } = useServices();
  const { t } = i18n;
  const address = cart.distributionAddress;
  // The cart knows the pickup store by id: its name comes from the store list (a failure shows the id).
  const { data: stores } = useSWR(address?.distributionType === 'CLICK_AND_COLLECT' ? 'checkout-stores' : null, () => call(api, getCheckoutStores), {
    revalidateOnFocus: false,
  });
  let text = t('cart.service.none');
  if (address?.distributionType === 'DELIVERY') {
    text = t('cart.service.deliverTo', { address: `${address.streetName ?? ''} ${address.streetNumber ?? ''}, ${address.postalCode ?? ''} ${address.city ?? ''}` });
  } else if (address?.distributionType === 'CLICK_AND_COLLECT') {
    const store = stores?.find((candidate) => candidate.storeId === address.storeId);
    text = t('cart.service.pickUpAt', { store: store?.name ?? address.storeId ?? '' });
  }
  return (
    <div className={styles.panel}>
      <div className={styles.service}>
        <div>
          <p data-testid="cart-service">{text}</p>
          <ServiceWindow cart={cart} />
        </div>
        <Button variant="secondary" onClick={() => void session.requestServiceSelection()}>
          {t(address ? 'cart.service.change' : 'cart.service.choose')}
        </Button>
      </div>
      <ValidationMessages messages={messages} testId="cart-service-error" />
    </div>
  );
}
