import { createReactParcel } from '@storefront/shared/platform/parcel';
import { FavoritesPage } from './favorites-page';

export default createReactParcel('favorites', FavoritesPage);
