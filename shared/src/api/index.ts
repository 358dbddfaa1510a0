export {
  createApiClient,
  readDocumentCookie,
  RETRYABLE_STATUSES,
  XSRF_COOKIE,
  XSRF_HEADER,
  REQUEST_ID_HEADER,
  IDEMPOTENCY_HEADER,
  SESSION_EXPIRED_COOKIE,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type HttpMethod,
  type RequestOptions,
} from './client';
export { ApiError, isApiError, BACKEND_UNAVAILABLE_MESSAGE, backendErrorBodySchema, type ApiErrorKind } from './errors';
export { randomId, requestId } from './ids';
export { getTenantConfig } from './endpoints/tenant';
export { fetchCsrfToken } from './endpoints/security';
export { getContentPage } from './endpoints/content';
export { login, logout } from './endpoints/auth';
export { getCustomer } from './endpoints/customers';
export { getCart, addCartItem } from './endpoints/carts';
export { getCategoryTrees } from './endpoints/catalogue';
export { search, SEARCH_TYPES, type SearchType, type SearchHit } from './endpoints/search';
