import { createReactParcel } from '@storefront/shared/platform/parcel';
import { OfflineAccountPage } from './offline-account-page';

export default createReactParcel('offline-account', OfflineAccountPage);
