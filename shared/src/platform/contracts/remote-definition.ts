import type { ParcelConfig } from 'single-spa';
import type { FragmentName } from './fragments';
import type { MountProps } from './mount-props';
import type { RemoteName } from './remote-names';
import type { RouteName } from './routes';
import contract from './contract-version.json';

/**
 * The major version of the shell/remote contract (this file, MountProps and
 * StorefrontServices). The shell refuses a remote built against another one
 * and shows the slot's fallback instead. Kept in a JSON file so the build
 * preset can stamp it into each remote build's metadata.
 */
export const CONTRACT_VERSION: number = contract.contractVersion;

export type ParcelLoader = () => Promise<ParcelConfig<MountProps>>;

/** The default export of every remote's one exposed module, `./remote`. */
export interface RemoteDefinition {
  readonly name: RemoteName;
  readonly contractVersion: number;
  readonly routes: Partial<Record<RouteName, ParcelLoader>>;
  readonly fragments: Partial<Record<FragmentName, ParcelLoader>>;
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
    typeof (candidate as RemoteDefinition).fragments !== 'object'
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
