import { SEARCH_FLYOUT_TAKES_HANDOVER } from '@storefront/shared/platform/contracts';
import { createReactParcel } from '@storefront/shared/platform/parcel';
import { SearchFlyout } from './search-flyout';

// This flyout reads what the shell's plain search form hands over (SearchFlyoutHandover), and says so.
export default Object.assign(createReactParcel('search-flyout', SearchFlyout), { [SEARCH_FLYOUT_TAKES_HANDOVER]: true });
