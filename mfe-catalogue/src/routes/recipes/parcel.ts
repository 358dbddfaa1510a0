import { createReactParcel } from '@storefront/shared/platform/parcel';
import { RecipesPage } from './recipes-page';

export default createReactParcel('recipes', RecipesPage);
