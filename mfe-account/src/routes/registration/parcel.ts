import { createReactParcel } from '@storefront/shared/platform/parcel';
import { RegistrationPage } from './registration-page';

export default createReactParcel('registration', RegistrationPage);
