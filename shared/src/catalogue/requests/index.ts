/*
 * The request parts of the catalogue calls a route starts early (method, path, the rules of params and
 * query; no answer schema), one file each: a route's data chunk imports these, never the operations.
 */
export { categoryProductsRequest } from './category-products-request';
export { categoryTreesRequest } from './category-trees-request';
export { productRequest } from './product-request';
