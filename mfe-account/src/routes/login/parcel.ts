import { createReactParcel } from '@storefront/shared/platform/parcel';
import { LoginPage } from './login-page';

export default createReactParcel('login', LoginPage);
