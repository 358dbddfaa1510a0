import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ProductGroupFragment } from './product-group-fragment';

export default createReactParcel('product-group', ProductGroupFragment);
