import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ProfilePage } from './profile-page';

export default createReactParcel('profile', ProfilePage);
