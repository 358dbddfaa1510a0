import { createReactParcel } from '@storefront/shared/platform/parcel';
import { CategoryMenu } from './category-menu';

export default createReactParcel('category-menu', CategoryMenu);
