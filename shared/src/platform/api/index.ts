export {
  createApiClient,
  readDocumentCookie,
  RETRYABLE_STATUSES,
  XSRF_COOKIE,
  XSRF_HEADER,
  REQUEST_ID_HEADER,
  IDEMPOTENCY_HEADER,
  SESSION_EXPIRED_COOKIE,
  LOGGED_IN_COOKIE,
  EARLY_ANSWER_MS,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type HttpMethod,
  type RequestOptions,
} from './client';
export {
  ApiError,
  isApiError,
  BACKEND_UNAVAILABLE_MESSAGE,
  backendErrorBodySchema,
  paymentErrorSchema,
  retailGatewayErrorSchema,
  type ApiErrorKind,
  type ApiErrorDetails,
} from './errors';
export {
  randomId,
  requestId,
} from './ids';
export {
  requireNonEmpty,
} from './local-rules';
export { call, callWithStatus, expandPath } from './call';
export { prefetchCall } from './prefetch-call';
export { openApiPath, pathParameters } from './path';
export {
  defineOperation,
  ignoredAnswerSchema,
  MUTATING_METHODS,
  type AnswerOf,
  type BodyOf,
  type CallArgs,
  type CallInput,
  type CallOptions,
  type FeatureNeed,
  type Operation,
  type OperationDomain,
  type OperationRequest,
  type PathParamName,
  type PathParams,
  type QueryOf,
  type ResultOf,
} from './operation';
export { idParams, queryBoolean, queryInteger, queryList, queryNumber, readQuery, text } from './wire';
export { createIntentCall, isUnclearFailure, OPEN_INTENT_MS, REQUEST_IN_PROGRESS_CODE } from './intent-call';
