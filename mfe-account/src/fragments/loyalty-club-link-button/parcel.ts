import { createReactParcel } from '@storefront/shared/platform/parcel';
import { LoyaltyClubLinkButton } from './loyalty-club-link-button';

export default createReactParcel('loyalty-club-link-button', LoyaltyClubLinkButton);
