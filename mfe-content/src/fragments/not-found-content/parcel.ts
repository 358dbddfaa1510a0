import { createReactParcel } from '@storefront/shared/parcel';
import { NotFoundContentFragment } from './not-found-content-fragment';

export default createReactParcel('not-found-content', NotFoundContentFragment);
