import { createReactParcel } from '@storefront/shared/platform/parcel';
import { PesticidesPage } from './pesticides-page';

export default createReactParcel('pesticides', PesticidesPage);
