import type { FragmentName, FragmentService } from '@storefront/shared/platform/contracts';
import { shellMessages, validationMessages } from '@storefront/shared/platform/messages';
import type { ClientRuntimeConfig, RemoteMapEntry, TenantConfig } from '@storefront/shared/platform/schemas';
import { TEST_TENANT } from '@storefront/shared/platform/testing';
import { searchMessages } from '@storefront/shared/search/messages';

/** The German texts the tests read: the tenant's default bundles of the shell, the form rules and the search remote, as the server serves them. */
export const SEARCH_TEST_MESSAGES: Readonly<Record<string, string>> = { ...shellMessages, ...validationMessages, ...searchMessages };

const entry = (name: RemoteMapEntry['name']): RemoteMapEntry => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
  contractVersion: 1,
});

/** The test tenant with these remotes in its map and the given runtime config on top. */
export function searchTenant(
  remotes: ReadonlyArray<RemoteMapEntry['name']>,
  runtime: Partial<ClientRuntimeConfig> = {},
): TenantConfig {
  return {
    ...TEST_TENANT,
    clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, remotes: remotes.map(entry), ...runtime },
    messageBundle: SEARCH_TEST_MESSAGES,
  };
}

export interface MountedFragment {
  readonly name: FragmentName;
  readonly props: unknown;
}

/**
 * A fragment service like the shell's: each fragment renders (as a line of
 * text naming it) or, for a remote that is down, the host's fallback, and its
 * handle's `ready` says which.
 */
export function fakeFragments(rendering: ReadonlySet<FragmentName>): { service: FragmentService; mounted: MountedFragment[] } {
  const mounted: MountedFragment[] = [];
  const service: FragmentService = {
    mount(name, element, props) {
      mounted.push({ name, props });
      const parcelRoot = document.createElement('div');
      element.replaceChildren(parcelRoot);
      const renders = rendering.has(name);
      if (renders) {
        parcelRoot.textContent = `fragment ${name}`;
      } else {
        const fallback = document.createElement('p');
        fallback.className = 'sf-slot-fallback';
        fallback.textContent = 'Dieser Bereich ist gerade nicht verfügbar.';
        element.replaceChildren(fallback);
      }
      return {
        ready: Promise.resolve(renders ? 'mounted' : 'fallback'),
        update: async (next) => {
          mounted.push({ name, props: next });
        },
        unmount: async () => undefined,
      };
    },
  };
  return { service, mounted };
}
