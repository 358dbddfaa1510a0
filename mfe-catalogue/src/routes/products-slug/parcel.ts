import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ProductsSlugPage } from './products-slug-page';

export default createReactParcel('products-slug', ProductsSlugPage);
