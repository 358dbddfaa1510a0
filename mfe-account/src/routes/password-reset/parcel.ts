import { createReactParcel } from '@storefront/shared/platform/parcel';
import { PasswordResetPage } from './password-reset-page';

export default createReactParcel('password-reset', PasswordResetPage);
