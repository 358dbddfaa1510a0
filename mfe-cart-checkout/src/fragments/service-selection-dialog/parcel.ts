import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ServiceSelectionFragment } from './service-selection-fragment';

export default createReactParcel('service-selection-dialog', ServiceSelectionFragment);
