import { createReactParcel } from '@storefront/shared/platform/parcel';
import { ContentBlocksFragment } from './content-blocks-fragment';

export default createReactParcel('content-blocks', ContentBlocksFragment);
