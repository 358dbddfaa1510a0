import { createReactParcel } from '@storefront/shared/platform/parcel';
import { BrandSlugPage } from './brand-slug-page';

export default createReactParcel('brand-slug', BrandSlugPage);
