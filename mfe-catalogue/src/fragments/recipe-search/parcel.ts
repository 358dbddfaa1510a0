import { createReactParcel } from '@storefront/shared/platform/parcel';
import { RecipeSearchFragment } from './recipe-search-fragment';

export default createReactParcel('recipe-search', RecipeSearchFragment);
