import type { FragmentName, FragmentService } from '@storefront/shared/platform/contracts';
import type { ClientRuntimeConfig, RemoteMapEntry, TenantConfig } from '@storefront/shared/platform/schemas';
import { TEST_TENANT } from '@storefront/shared/platform/testing';

/** The German texts the tests read (the tenant's bundle in the backend has the same keys). */
export const SEARCH_TEST_MESSAGES: Record<string, string> = {
  'common.loading': 'Wird geladen …',
  'search.label': 'Suchbegriff',
  'search.placeholder': 'Produkte, Rezepte und mehr suchen',
  'search.submit': 'Suchen',
  'search.results.headline': 'Suchergebnisse für „{term}“',
  'search.results.count_one': '{count} Produkt gefunden',
  'search.results.count_other': '{count} Produkte gefunden',
  'search.results.products': 'Gefundene Produkte',
  'search.flyout.type.products': 'Produkte',
  'search.flyout.type.content': 'Inhalte',
  'search.flyout.type.recipes': 'Rezepte',
  'search.flyout.typeEmpty': 'Keine {type} gefunden.',
  'search.flyout.status_one': '{count} Vorschlag.',
  'search.flyout.status_other': '{count} Vorschläge.',
  'search.flyout.noResults': 'Keine Ergebnisse für „{term}“.',
  'search.flyout.showAll': 'Alle Ergebnisse für „{term}“ anzeigen',
  'search.results.refine': 'Neuer Suchbegriff',
  'search.results.tooShort': 'Bitte geben Sie mindestens 2 Zeichen ein, um zu suchen.',
  'search.results.tabs': 'Ergebnisse nach Art',
  'search.results.tab': '{type} ({count})',
  'search.results.total': '{count} Treffer',
  'search.results.none': 'Zu „{term}“ haben wir hier leider nichts gefunden.',
  'search.results.contentList': 'Gefundene Inhalte',
  'search.results.recipeList': 'Gefundene Rezepte',
  'search.results.category': 'in {category}',
  'search.results.addToCart': 'In den Warenkorb',
  'search.results.addToCartLabel': '{name} in den Warenkorb',
  'search.results.added': '{name} liegt jetzt im Warenkorb.',
  'search.results.maxQuantityReached': 'Von {name} ist bereits die Höchstmenge im Warenkorb.',
  'search.results.pagination': 'Seiten der Suchergebnisse',
  'search.results.previous': 'Vorherige Seite',
  'search.results.next': 'Nächste Seite',
  'search.results.page': 'Seite {page} von {pages}',
  'validation.minLength': 'Mindestens {0} Zeichen.',
};

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
