import { createReactParcel } from '@storefront/shared/platform/parcel';
import { OrderPhysicalCardPage } from './order-physical-card-page';

export default createReactParcel('order-physical-card', OrderPhysicalCardPage);
