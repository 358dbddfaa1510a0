import { contentMessages } from '@storefront/shared/content/messages';
import type { ConsentService, SessionService, SessionSnapshot, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { ConsentState, ContentBlock, Customer, TenantConfig } from '@storefront/shared/platform/schemas';
import { shellMessages, validationMessages } from '@storefront/shared/platform/messages';
import { createTestServices, renderWithServices, TEST_TENANT, type TestServicesOptions } from '@storefront/shared/platform/testing';
import { ContentBlocks } from '../features/blocks/content-blocks';

/** The German texts the tests read: the tenant's default bundles of the shell, the form rules and the content remote, as the server serves them. */
export const TEST_MESSAGES: Readonly<Record<string, string>> = { ...shellMessages, ...validationMessages, ...contentMessages };

/** A consent service the test changes, as the shell's consent tool would. */
export function controllableConsent(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const service: ConsentService = {
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    service,
    set(next: ConsentState) {
      state = next;
      for (const listener of listeners) listener(state);
    },
  };
}

/**
 * A session service whose customer the test sets and clears, as login and logout would; 'unknown' starts it
 * before the shell's first customer fetch has answered (doc 1 §5).
 */
export function controllableSession(customer: Customer | null | 'unknown' = null) {
  let snapshot: SessionSnapshot =
    customer === 'unknown' ? { status: 'unknown', customer: null } : customer ? { status: 'authenticated', customer } : { status: 'anonymous', customer: null };
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const service: SessionService = {
    snapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: () => Promise.reject(new Error('login not expected in this test')),
    logout: () => Promise.resolve(),
    refresh: () => Promise.resolve(),
  };
  return {
    service,
    set(next: Customer | null) {
      snapshot = next ? { status: 'authenticated', customer: next } : { status: 'anonymous', customer: null };
      for (const listener of listeners) listener(snapshot);
    },
  };
}

export interface ContentTestOptions extends Omit<TestServicesOptions, 'messages'> {
  readonly consent?: ConsentService;
  readonly session?: SessionService;
  /** Extra keys of the tenant's clientRuntimeConfig (e.g. a script host allow-list). */
  readonly runtimeConfig?: Readonly<Record<string, unknown>>;
}

/** Fresh services for one test, with the German test bundle and the given consent, session and tenant. */
export function contentServices(options: ContentTestOptions = {}) {
  const tenant: TenantConfig = options.runtimeConfig
    ? { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, ...options.runtimeConfig } }
    : TEST_TENANT;
  const test = createTestServices({ ...options, tenant, messages: TEST_MESSAGES });
  const services: StorefrontServices = {
    ...test.services,
    ...(options.consent ? { consent: options.consent } : {}),
    ...(options.session ? { session: options.session } : {}),
  };
  return { ...test, services };
}

/** The tracking events published so far (the test services publish them on the bus). */
export function trackedEvents(published: ReadonlyArray<{ name: string; payload: unknown }>): Array<Record<string, unknown>> {
  return published.filter((entry) => entry.name === 'tracking:event').map((entry) => entry.payload as Record<string, unknown>);
}

/** Blocks as a page renders them; `rerender` of renderBlocks takes another such element. */
export function blocksElement(blocks: ContentBlock[], options: { query?: URLSearchParams; page?: boolean } = {}) {
  return <ContentBlocks blocks={blocks} query={options.query} page={options.page} />;
}

/** Blocks as a page renders them, with these services and a fresh SWR cache. */
export function renderBlocks(blocks: ContentBlock[], services: StorefrontServices, options: { query?: URLSearchParams; page?: boolean } = {}) {
  return renderWithServices(blocksElement(blocks, options), { services });
}

let nextId = 0;
/** A block as the content system sends it. */
export function aBlock(type: string, fields: Record<string, unknown> = {}, headline?: string, children: ContentBlock[] = []): ContentBlock {
  nextId += 1;
  return { id: `block-${nextId}`, type, ...(headline !== undefined ? { headline } : {}), fields, children };
}

export const anImage = (alt = 'Ein Korb mit Gemüse', overrides: Record<string, unknown> = {}) => ({
  src: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  alt,
  width: 320,
  height: 160,
  ...overrides,
});
