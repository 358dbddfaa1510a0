import { createReactParcel } from '@storefront/shared/platform/parcel';
import { NotFoundContentFragment } from './not-found-content-fragment';

export default createReactParcel('not-found-content', NotFoundContentFragment);
