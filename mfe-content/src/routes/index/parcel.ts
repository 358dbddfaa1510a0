import { createReactParcel } from '@storefront/shared/parcel';
import { IndexPage } from './index-page';

export default createReactParcel('index', IndexPage);
