/*
 * The request parts of the content calls a route starts early (method, path, the rules of params and
 * query; no answer schema), one file each: a route's data chunk imports these, never the operations.
 */
export { contentPageRequest } from './content-page-request';
