/*
 * The catalogue: products, categories and recipes, their schemas and the
 * calls that read them, one file each.
 */
export { brandSchema, getBrands, type Brand } from './operations/get-brands';
export { getBrandProducts } from './operations/get-brand-products';
export { getCategory } from './operations/get-category';
export { getCategoryProducts } from './operations/get-category-products';
export { getCategoryTrees } from './operations/get-category-trees';
export { getProduct } from './operations/get-product';
export { getProducts } from './operations/get-products';
export { getPesticideReports, pesticideReportSchema, type PesticideReport } from './operations/get-pesticide-reports';
export { getRecipe } from './operations/get-recipe';
export { getRecipes } from './operations/get-recipes';
export { getSimilarProducts } from './operations/get-similar-products';
export { productKeyOf } from './product-key';
export {
  categoryNodeSchema,
  categoryTreesSchema,
  priceSchema,
  PRODUCT_AVAILABILITIES,
  productAvailabilitySchema,
  productSchema,
  productPageSchema,
  trackingProductSchema,
  recipeIngredientSchema,
  recipeSchema,
  type CategoryNode,
  type ProductAvailability,
  type Product,
  type TrackingProduct,
  type Recipe,
  type RecipeIngredient,
} from './catalogue';
export {
  applyProductListing,
  categoryProductPageSchema,
  DEFAULT_PRODUCT_LISTING,
  DEFAULT_PRODUCT_SORT,
  isOrderable,
  PRODUCT_SORTS,
  productFacets,
  productFacetsSchema,
  type CategoryProductPage,
  type ProductFacets,
  type ProductListing,
  type ProductSort,
} from './product-listing';
export { PRODUCT_TAGS, productTags, type ProductTag } from './product-tags';
export { netQuantityOf, unitPriceOf, type NetQuantity, type UnitPrice, type UnitPriceBase } from './unit-price';
export {
  productGroupFragmentPropsSchema,
  productListFragmentPropsSchema,
  productPromotionFragmentPropsSchema,
  recipeGroupFragmentPropsSchema,
  recipeSearchFragmentPropsSchema,
  type RecipeGroupFragmentProps,
  type RecipeSearchFragmentProps,
  type ProductGroupFragmentProps,
  type ProductListFragmentProps,
  type ProductPromotionFragmentProps,
} from './catalogue-fragments';
export { categoryProductsRequest, categoryTreesRequest, productRequest } from './requests';
