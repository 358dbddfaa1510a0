export { REMOTE_NAMES, REMOTE_EXPOSED_MODULE, REMOTE_LOAD_BUDGET_MS, REMOTE_RETRY_BACKOFF_MS, federationName, type RemoteName } from './remote-names';
export {
  ROUTES,
  ROUTE_NAMES,
  FEATURE_FLAGS,
  routesOwnedBy,
  type RouteName,
  type RouteSpec,
  type FeatureFlag,
} from './routes';
export { FRAGMENTS, FRAGMENT_NAMES, ROUTE_CONTENT_FRAGMENTS, SEARCH_FLYOUT_TAKES_HANDOVER, type FragmentName, type SearchFlyoutHandover } from './fragments';
export {
  CONTRACT_VERSION,
  checkRemoteDefinition,
  withRouteData,
  type RemoteDefinition,
  type RouteDataStart,
  type RemoteDefinitionProblem,
  type ParcelLoader,
} from './remote-definition';
export type { MountProps, MountedRoute } from './mount-props';
export type * from './services';
