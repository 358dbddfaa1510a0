import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ProductSlugPage } from './product-slug-page';

export default createReactParcel('product-slug', ProductSlugPage);
