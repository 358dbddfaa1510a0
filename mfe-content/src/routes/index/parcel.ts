import { createReactParcel } from '@storefront/shared/platform/parcel';
import { IndexPage } from './index-page';

export default createReactParcel('index', IndexPage);
