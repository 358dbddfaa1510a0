export {
  routeRuleSchema,
  buildMetaSchema,
  latestBuildSchema,
  type RouteRule,
  type BuildMeta,
  type LatestBuild,
} from './builds';
export {
  DELIVERY_PHONE_SETTINGS,
  type DeliveryPhoneSetting,
  BILLING_FIELD_SETTINGS,
} from './checkout-settings';
export {
  nonEmptyString,
  centsSchema,
  nonNegativeCentsSchema,
  gramsSchema,
  dateTimeSchema,
  dateOrDateTimeSchema,
  listOrEmpty,
} from './common';
export {
  COMPONENT_CONFIG_NAMES,
  componentConfigNameSchema,
  componentConfigSchema,
  componentConfigsSchema,
  type ComponentConfigName,
  type ComponentConfig,
  type ComponentConfigs,
} from './component-configs';
export {
  consentStateSchema,
  type ConsentState,
} from './consent';
export {
  contentBlockSchema,
  type ContentBlock,
} from './content-block';
export {
  requestIdSchema,
  coreStateSchema,
  type CoreState,
} from './core-state';
export {
  SALUTATIONS,
  salutationSchema,
  LOGIN_TYPES,
  loginTypeSchema,
  VISITOR_TYPES,
  visitorTypeSchema,
  newsletterTopicSchema,
  favoriteStoreSchema,
  customerSchema,
  customerFromBackend,
  loginRequestSchema,
  type Salutation,
  type LoginType,
  type VisitorType,
  type FavoriteStore,
  type Customer,
  type LoginRequest,
} from './customer';
export {
  LOG_LEVELS,
  logLevelSchema,
  logRecordSchema,
  type LogLevel,
  type LogRecord,
} from './log-record';
export {
  notificationTypeSchema,
  notificationSchema,
  type NotificationType,
  type Notification,
} from './notification';
export {
  phoneNumberSchema,
  type PhoneNumber,
} from './phone-number';
export {
  redirectTableSchema,
  emptyRedirectTable,
  type RedirectTable,
} from './redirects';
export {
  searchResultsSchema,
  emptySearchResults,
  type SearchResults,
} from './results-page';
export {
  remoteMapEntrySchema,
  environmentSchema,
  checkoutConfigSchema,
  clientRuntimeConfigSchema,
  themeConfigSchema,
  tenantConfigSchema,
  type RemoteMapEntry,
  type CheckoutConfig,
  type ClientRuntimeConfig,
  type TenantConfig,
} from './tenant-config';
export { remoteReleaseSchema, type RemoteRelease } from './remote-release';
