import useSWR from 'swr';
import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './cart-page.module.css';

/** The calls, their schemas and the shop-time formats come in a chunk of their own: the cart's first paint does not wait. */
const earliestWindow = () => import(/* webpackChunkName: "cart-earliest-window" */ './earliest-window');

/**
 * The line under the cart's service: the window chosen, or the earliest free one (earliest-window.ts). Its
 * place is kept while it loads and when nothing can be said, so nothing below it moves.
 */
export function ServiceWindow({ cart }: { cart: Cart }) {
  const { api, i18n } = useServices();
  const chosen = cart.distributionWindow;
  const address = cart.distributionAddress;
  const { data: text } = useSWR(
    ['cart-window', chosen?.id ?? '', address?.distributionType ?? 'none', address?.storeId ?? '', address?.postalCode ?? ''],
    () => earliestWindow().then((module) => module.windowLine(api, cart, i18n)).catch(() => ''),
    { revalidateOnFocus: false },
  );
  return (
    <p className={styles.window} data-testid="cart-window" aria-live="polite">
      {text}
    </p>
  );
}
