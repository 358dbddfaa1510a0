import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ProductPromotionFragment } from './product-promotion-fragment';

export default createReactParcel('product-promotion', ProductPromotionFragment);
