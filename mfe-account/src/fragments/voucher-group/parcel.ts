import { createReactParcel } from '@storefront/shared/platform/parcel';
import { VoucherGroup } from './voucher-group';

export default createReactParcel('voucher-group', VoucherGroup);
