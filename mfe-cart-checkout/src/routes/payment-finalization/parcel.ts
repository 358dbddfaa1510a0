import { createReactParcel } from '@storefront/shared/platform/parcel';
import { PaymentFinalizationPage } from './payment-finalization-page';

export default createReactParcel('payment-finalization', PaymentFinalizationPage);
