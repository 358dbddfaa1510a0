import { createReactParcel } from '@storefront/shared/platform/parcel';
import { SearchTermPage } from './search-term-page';

export default createReactParcel('search-term', SearchTermPage);
