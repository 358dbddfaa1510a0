import { createReactParcel } from '@storefront/shared/platform/parcel';
import { BrandsPage } from './brands-page';

export default createReactParcel('brands', BrandsPage);
