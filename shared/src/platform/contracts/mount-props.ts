import type { RouteName } from './routes';
import type { StorefrontServices } from './services';

/** The route a route parcel renders; updated in place when params or query change. */
export interface MountedRoute {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

/** Everything a parcel receives: no globals, no hidden imports (ARCHITECTURE). */
export interface MountProps {
  readonly services: StorefrontServices;
  readonly route?: MountedRoute;
  /** A fragment's own props; each fragment parses them with its schema. */
  readonly props?: unknown;
}
