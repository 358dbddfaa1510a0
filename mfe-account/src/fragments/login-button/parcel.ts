import { createReactParcel } from '@storefront/shared/platform/parcel';
import { LoginButton } from './login-button';

export default createReactParcel('login-button', LoginButton);
