/*
 * The request parts of the cart calls a route starts early (method, path, the rules of params and
 * query; no answer schema), one file each: a route's data chunk imports these, never the operations.
 */
export { cartRequest } from './cart-request';
