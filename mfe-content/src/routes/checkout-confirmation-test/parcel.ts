import { createReactParcel } from '@storefront/shared/platform/parcel';
import { CheckoutConfirmationTestPage } from './checkout-confirmation-test-page';

export default createReactParcel('checkout-confirmation-test', CheckoutConfirmationTestPage);
