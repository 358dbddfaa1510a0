import { createReactParcel } from '@storefront/shared/platform/parcel';
import { DeliveryPassPage } from './delivery-pass-page';

export default createReactParcel('delivery-pass', DeliveryPassPage);
