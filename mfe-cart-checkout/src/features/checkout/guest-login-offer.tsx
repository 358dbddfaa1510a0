import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from './checkout.module.css';

/**
 * "Sie haben ein Kundenkonto?" for a guest at checkout, where the shop has
 * customer accounts: the login comes back through the cart page with the merge's
 * forwardToCheckout, so a stored customer cart is merged there
 * (asked in the merge dialog when both carts have articles) and the shopper goes
 * on to checkout once the cart is valid, with their saved addresses and cards.
 * Shown only once the session is known to be a guest's, never to a customer.
 */
export function GuestLoginOffer() {
  const { navigation, i18n, config } = useServices();
  const { status } = useSessionSnapshot();
  if (status !== 'anonymous' || !config.isEnabled('featureCustomer')) return null;
  const cart = navigation.href({ name: 'cart', query: { forwardToCheckout: 'true' } });
  if (cart === null) return null;
  return (
    <p className={styles.loginOffer}>
      <span>{i18n.t('checkout.login.text')}</span>{' '}
      <RouteLink to={{ name: 'login', query: { returnUrl: cart } }}>{i18n.t('checkout.login.link')}</RouteLink>
    </p>
  );
}
