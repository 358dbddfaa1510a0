export {
  loginQuerySchema,
  login,
  logout,
} from './auth';
export {
  getBuildMeta,
  getLatestBuildQuerySchema,
  getLatestBuild,
  getPrerenderedPayloadQuerySchema,
  getPrerenderedPayload,
} from './builds';
export {
  reportClientErrorRequestSchema,
  reportClientError,
  type ClientErrorReport,
} from './logs';
export {
  fetchCsrfToken,
} from './security';
export {
  getTenantConfig,
} from './tenant';
