import { createReactParcel } from '@storefront/shared/parcel';
import { LoginPage } from './login-page';

export default createReactParcel('login', LoginPage);
