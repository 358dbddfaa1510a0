import { createReactParcel } from '@storefront/shared/platform/parcel';
import { AccountMenu } from './account-menu';

export default createReactParcel('account-menu', AccountMenu);
