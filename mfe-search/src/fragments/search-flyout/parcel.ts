import { createReactParcel } from '@storefront/shared/platform/parcel';
import { SearchFlyout } from './search-flyout';

export default createReactParcel('search-flyout', SearchFlyout);
