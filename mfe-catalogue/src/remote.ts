import { CONTRACT_VERSION, withRouteData, type RemoteDefinition } from '@storefront/shared/platform/contracts';

/** The catalogue remote's whole public surface: each route and fragment is a lazy chunk of its own. */
const catalogue: RemoteDefinition = {
  name: 'catalogue',
  contractVersion: CONTRACT_VERSION,
  routes: {
    // The route's first data starts while its chunk loads (withRouteData): a small chunk of its own,
    // which the backend's page preloads with the route's chunk.
    'products-slug': withRouteData(
      () => import(/* webpackChunkName: "route-products-slug" */ './routes/products-slug/parcel').then((m) => m.default),
      () => import(/* webpackChunkName: "data-products-slug" */ './routes/products-slug/data'),
    ),
    // The route's first data starts while its chunk loads (withRouteData): a small chunk of its own,
    // which the backend's page preloads with the route's chunk.
    'product-slug': withRouteData(
      () => import(/* webpackChunkName: "route-product-slug" */ './routes/product-slug/parcel').then((m) => m.default),
      () => import(/* webpackChunkName: "data-product-slug" */ './routes/product-slug/data'),
    ),
    brands: () => import(/* webpackChunkName: "route-brands" */ './routes/brands/parcel').then((m) => m.default),
    'brand-slug': () =>
      import(/* webpackChunkName: "route-brand-slug" */ './routes/brand-slug/parcel').then((m) => m.default),
    storefinder: () => import(/* webpackChunkName: "route-storefinder" */ './routes/storefinder/parcel').then((m) => m.default),
    pesticides: () => import(/* webpackChunkName: "route-pesticides" */ './routes/pesticides/parcel').then((m) => m.default),
    recipes: () => import(/* webpackChunkName: "route-recipes" */ './routes/recipes/parcel').then((m) => m.default),
    'recipe-slug': () =>
      import(/* webpackChunkName: "route-recipe-slug" */ './routes/recipe-slug/parcel').then((m) => m.default),
  },
  fragments: {
    'recipe-group': () =>
      import(/* webpackChunkName: "fragment-recipe-group" */ './fragments/recipe-group/parcel').then((m) => m.default),
    'recipe-search': () =>
      import(/* webpackChunkName: "fragment-recipe-search" */ './fragments/recipe-search/parcel').then((m) => m.default),
    'product-list': () =>
      import(/* webpackChunkName: "fragment-product-list" */ './fragments/product-list/parcel').then((m) => m.default),
    'product-group': () =>
      import(/* webpackChunkName: "fragment-product-group" */ './fragments/product-group/parcel').then((m) => m.default),
    'product-promotion': () =>
      import(/* webpackChunkName: "fragment-product-promotion" */ './fragments/product-promotion/parcel').then((m) => m.default),
    'category-menu': () =>
      import(/* webpackChunkName: "fragment-category-menu" */ './fragments/category-menu/parcel').then((m) => m.default),
  },
};

export default catalogue;
