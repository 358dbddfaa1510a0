import { createReactParcel } from '@storefront/shared/platform/parcel';
import { CheckoutPage } from './checkout-page';

export default createReactParcel('checkout', CheckoutPage);
