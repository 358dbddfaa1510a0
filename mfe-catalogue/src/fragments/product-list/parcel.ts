import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ProductListFragment } from './product-list-fragment';

export default createReactParcel('product-list', ProductListFragment);
