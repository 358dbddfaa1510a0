import { createReactParcel } from '@storefront/shared/parcel';
import { SearchFlyout } from './search-flyout';

export default createReactParcel('search-flyout', SearchFlyout);
