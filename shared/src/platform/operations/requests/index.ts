/*
 * The request parts of the platform calls a remote starts early (method, path, the rules of params and
 * query; no answer schema), one file each.
 */
export { clientComponentConfigsRequest } from './client-component-configs-request';
