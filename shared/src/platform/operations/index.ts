/*
 * The platform's own calls, one file each: the ones the shell makes at start
 * and for the session, and the build helpers.
 */
export { fetchCsrfToken } from './fetch-csrf-token';
export { getBuildMeta } from './get-build-meta';
export { clientComponentConfigsRequest } from './requests';
export { getClientComponentConfigs } from './get-client-component-configs';
export { getCustomer } from './get-customer';
export { getLatestBuild } from './get-latest-build';
export { getOpenApiDocument } from './get-open-api-document';
export { getPrerenderedPayload } from './get-prerendered-payload';
export { getRedirects } from './get-redirects';
export { getTenantConfig } from './get-tenant-config';
export { login } from './login';
export { logout } from './logout';
export { refreshCustomer } from './refresh-customer';
export { reportClientError, type ClientErrorReport } from './report-client-error';
