import { createReactParcel } from '@storefront/shared/platform/parcel';
import { RecipeSlugPage } from './recipe-slug-page';

export default createReactParcel('recipe-slug', RecipeSlugPage);
