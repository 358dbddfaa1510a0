import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Cart } from '@storefront/shared/cart';
import { RouteLink } from '@storefront/shared/platform/ui';
import { useCart } from './use-cart';

/** The cart page (doc 1 §2, cart): what is in the cart and what it costs. */
export function CartPage({ services }: MountProps) {
  const { cart, error, isValidating, retry } = useCart();
  const { t } = services.i18n;

  return (
    <section aria-labelledby="cart-heading">
      <h1 id="cart-heading">{t('cart.headline')}</h1>
      {cart !== undefined ? (
        <CartContent cart={cart} />
      ) : error !== undefined && !isValidating ? (
        <div role="alert">
          {/* A network failure or a bad gateway means "Backend or internet is not available" (doc 1 §8). */}
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.error.generic')}</p>
          <button type="button" onClick={retry}>
            {t('cart.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function CartContent({ cart }: { cart: Cart | null }) {
  const { i18n } = useServices();
  const { t, formatPrice } = i18n;
  const lines = cart?.productLineItems ?? [];

  return (
    <>
      <p role="status" data-testid="cart-line-count">
        {t('cart.lineCount', { count: cart?.lineItemCount ?? 0 })}
      </p>
      {cart === null || lines.length === 0 ? (
        <>
          <p>{t('cart.empty')}</p>
          <RouteLink to={{ name: 'index' }}>{t('cart.continueShopping')}</RouteLink>
        </>
      ) : (
        <>
          <ul aria-label={t('cart.lines')}>
            {lines.map((line) => (
              <li key={line.lineItemId}>
                <span className="sf-cart-line-name">{line.product.name}</span>{' '}
                <span className="sf-cart-line-quantity">{t('cart.line.quantity', { quantity: line.quantity })}</span>{' '}
                {/* Prices are in cents (doc 2 §9); the line costs the regular price times the quantity. */}
                <span className="sf-cart-line-price">{formatPrice(line.product.price.regular.value * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <p data-testid="cart-free-service">
            {/* The cart is free-service when orderValue >= freeOfChargeThreshold (doc 2 §4, §9). */}
            {cart.priceInfo.orderValue >= cart.freeOfChargeThreshold
              ? t('cart.freeService.reached')
              : t('cart.freeService.missing', {
                  amount: formatPrice(cart.freeOfChargeThreshold - cart.priceInfo.orderValue),
                })}
          </p>
          <dl>
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-total">{formatPrice(cart.priceInfo.total)}</dd>
          </dl>
        </>
      )}
    </>
  );
}
