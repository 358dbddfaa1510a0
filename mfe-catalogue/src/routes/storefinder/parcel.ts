import { createReactParcel } from '@storefront/shared/platform/parcel';
import { StorefinderPage } from './storefinder-page';

export default createReactParcel('storefinder', StorefinderPage);
