import { useState } from 'react';
import useSWR from 'swr';
import { getCustomerDeliveryPass, getDeliveryPassOffers } from '@storefront/shared/account';
import { addCartItem, isDeliveryPassValid, removeCartItems, type Cart } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import { formatShopDay } from '@storefront/shared/platform/i18n';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import * as styles from './checkout.module.css';
import { saveFailure } from './service-step';

/**
 * The delivery pass at review (doc 2 §3, §9; customers where the shop sells
 * it): a pass valid now is used (the service fee is the backend's to waive),
 * otherwise one on offer can be bought with this order, or taken out again.
 */
export function DeliveryPassChoice({ cart, session }: { cart: Cart; session: CartSession }) {
  const { api, i18n, config, session: customerSession } = useServices();
  const { t, formatPrice } = i18n;
  const offered = customerSession.snapshot().customer !== null && config.isEnabled('featureCustomerDeliveryPass');
  const { data: own } = useSWR(offered ? 'customer-delivery-pass' : null, () => call(api, getCustomerDeliveryPass).catch(() => null), { revalidateOnFocus: false });
  const { data: offers } = useSWR(offered ? 'delivery-pass-offers' : null, () => call(api, getDeliveryPassOffers).catch(() => []), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  if (!offered || own === undefined) return null;

  const change = async (request: () => Promise<unknown>) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await request();
      await session.load();
      await session.validate();
    } catch (error) {
      setFailure(saveFailure(error, t));
    } finally {
      setBusy(false);
    }
  };

  const inCart = cart.deliveryPassLineItem;
  const offer = offers?.[0];
  return (
    <div className={styles.summaryBox} data-testid="delivery-pass">
      <h3>{t('checkout.pass.title')}</h3>
      {own && isDeliveryPassValid(own) ? (
        <p>{t('checkout.pass.active', { end: formatShopDay(own.endDate, i18n.locale, 'numeric') })}</p>
      ) : inCart ? (
        <>
          <p>{t('checkout.pass.inCart', { name: inCart.name, price: formatPrice(inCart.price) })}</p>
          <Button variant="secondary" busy={busy} onClick={() => void change(() => call(api, removeCartItems, { query: { lineItemIds: [inCart.lineItemId] } }))}>
            {t('checkout.pass.remove')}
          </Button>
        </>
      ) : offer ? (
        <>
          <p>{t('checkout.pass.offer', { name: offer.name, price: formatPrice(offer.price) })}</p>
          <Button variant="secondary" busy={busy} onClick={() => void change(() => call(api, addCartItem, { body: { sku: offer.sku, quantity: 1 } }))}>
            {t('checkout.pass.buy')}
          </Button>
        </>
      ) : null}
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
