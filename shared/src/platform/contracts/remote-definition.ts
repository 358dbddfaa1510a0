import type { ParcelConfig } from 'single-spa';
import type { FragmentName } from './fragments';
import type { MountedRoute, MountProps } from './mount-props';
import type { RemoteName } from './remote-names';
import type { RouteName } from './routes';
import type { StorefrontServices } from './services';
import contract from './contract-version.json';

/**
 * The major version of the shell/remote contract (this file, MountProps and
 * StorefrontServices). The shell refuses a remote built against another one
 * and shows the slot's fallback instead. Kept in a JSON file so the build
 * preset can stamp it into each remote build's metadata.
 */
export const CONTRACT_VERSION: number = contract.contractVersion;

/**
 * Loads a route's or fragment's parcel. The shell passes a route's loader the route and the services it is
 * about to mount with, so the loader may start the route's first data while its chunk loads
 * (`withRouteData`); a prefetch of the route, and a fragment, pass neither.
 */
export type ParcelLoader = (route?: MountedRoute, services?: StorefrontServices) => Promise<ParcelConfig<MountProps>>;

/** What starts a route's first data: a module of the route's data chunk exports it as `startData`. */
export type RouteDataStart = (route: MountedRoute, services: StorefrontServices) => void;

/**
 * A route's loader that starts the route's first data while its chunk loads: given the route and the
 * services (the shell's mount of the route; a prefetch of the route gives neither), it asks for the data
 * chunk (`data`, a module exporting `startData`) first and runs it, then loads the route's chunk. The data
 * chunk starts the route's first GETs with `prefetchCall`: the requests and the input the route's code
 * calls with, so the route's own calls take the answers instead of asking again. A data chunk that fails to
 * load starts nothing: the route asks for its data itself, as without one.
 */
export function withRouteData(load: () => ReturnType<ParcelLoader>, data: () => Promise<{ startData: RouteDataStart }>): ParcelLoader {
  return (route, services) => {
    if (route && services) void data().then((chunk) => chunk.startData(route, services), () => undefined);
    return load();
  };
}

/** The default export of every remote's one exposed module, `./remote`. */
export interface RemoteDefinition {
  readonly name: RemoteName;
  readonly contractVersion: number;
  readonly routes: Partial<Record<RouteName, ParcelLoader>>;
  readonly fragments: Partial<Record<FragmentName, ParcelLoader>>;
  /**
   * Runs once per page when the shell has loaded the remote, before its first part loads, whichever part
   * asked for it: where a remote starts what serves the whole page rather than one of its parts (the cart's
   * add-to-cart listener). It runs in the remote's entry, so it stays small and loads what it needs itself.
   * A shell from before this hook does not call it: a remote that needs it also starts it from its parts.
   */
  readonly boot?: (services: StorefrontServices) => void;
}

export type RemoteDefinitionProblem =
  | { kind: 'not-a-definition' }
  | { kind: 'wrong-remote'; expected: RemoteName; actual: string }
  | { kind: 'incompatible-contract'; expected: number; actual: number };

/**
 * Checks what a remote's `./remote` module exported before the shell trusts it.
 * A remote is deployed separately, so its default export is untrusted input.
 */
export function checkRemoteDefinition(
  value: unknown,
  expected: RemoteName,
): { ok: true; definition: RemoteDefinition } | { ok: false; problem: RemoteDefinitionProblem } {
  const candidate =
    value && typeof value === 'object' && 'default' in value ? (value as { default: unknown }).default : value;
  if (
    !candidate ||
    typeof candidate !== 'object' ||
    typeof (candidate as RemoteDefinition).name !== 'string' ||
    typeof (candidate as RemoteDefinition).contractVersion !== 'number' ||
    typeof (candidate as RemoteDefinition).routes !== 'object' ||
    typeof (candidate as RemoteDefinition).fragments !== 'object' ||
    !['undefined', 'function'].includes(typeof (candidate as RemoteDefinition).boot)
  ) {
    return { ok: false, problem: { kind: 'not-a-definition' } };
  }
  const definition = candidate as RemoteDefinition;
  if (definition.name !== expected) {
    return { ok: false, problem: { kind: 'wrong-remote', expected, actual: definition.name } };
  }
  if (definition.contractVersion !== CONTRACT_VERSION) {
    return {
      ok: false,
      problem: { kind: 'incompatible-contract', expected: CONTRACT_VERSION, actual: definition.contractVersion },
    };
  }
  return { ok: true, definition };
}
