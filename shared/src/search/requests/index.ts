/*
 * The request parts of the search calls a route starts early (method, path, the rules of params and
 * query; no answer schema): a route's data chunk imports these, never the operations.
 */
export { searchRequest } from './search-request';
