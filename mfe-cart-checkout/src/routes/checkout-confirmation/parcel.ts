import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ConfirmationPage } from './confirmation-page';

export default createReactParcel('checkout-confirmation', ConfirmationPage);
