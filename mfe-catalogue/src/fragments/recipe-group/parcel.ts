import { createReactParcel } from '@storefront/shared/platform/parcel';
import { RecipeGroupFragment } from './recipe-group-fragment';

export default createReactParcel('recipe-group', RecipeGroupFragment);
