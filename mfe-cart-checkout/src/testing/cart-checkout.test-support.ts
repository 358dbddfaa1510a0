import { cartMessages } from '@storefront/shared/cart/messages';
import { checkoutMessages } from '@storefront/shared/checkout/messages';
import { shellMessages, validationMessages } from '@storefront/shared/platform/messages';

/** The texts the cart's and the checkout's tests read: the tenant's default bundles of the shell, the form rules, the cart and the checkout, as the server serves them. */
export const CART_CHECKOUT_TEST_MESSAGES: Readonly<Record<string, string>> = { ...shellMessages, ...validationMessages, ...cartMessages, ...checkoutMessages };
