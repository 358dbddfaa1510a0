import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import type { MountProps } from '../contracts/mount-props';
import type { StorefrontServices } from '../contracts/services';
import { ServicesProvider } from '../parcel/create-react-parcel';

/**
 * How long, in milliseconds, a test waits for what a lazy chunk renders (a
 * form block, a page's heavy part): `findBy…(…, …, { timeout: LAZY_CHUNK_TIMEOUT })`.
 * Testing Library's default of one second is too short for a chunk loaded on a
 * busy machine; a chunk that never loads still fails the test, only later.
 */
export const LAZY_CHUNK_TIMEOUT = 10_000;

/**
 * The providers a parcel's root gives its component (the services), plus an SWR
 * cache of its own: no answer of an earlier test is served from the cache, and
 * every request goes to the fake HTTP layer.
 */
function ParcelProviders({ services, cache, children }: { services: StorefrontServices; cache: Cache; children: ReactNode }) {
  return (
    <ServicesProvider value={services}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
    </ServicesProvider>
  );
}

export interface RenderWithServicesOptions {
  /** The parcel's services, usually `createTestServices(…).services`. */
  readonly services: StorefrontServices;
}

/**
 * Renders `ui` as a parcel renders its component: with these services and a
 * fresh SWR cache. `rerender` keeps both, as a parcel updated in place does.
 */
export function renderWithServices(ui: ReactNode, { services }: RenderWithServicesOptions): RenderResult {
  const cache: Cache = new Map();
  const wrap = (element: ReactNode) => (
    <ParcelProviders services={services} cache={cache}>
      {element}
    </ParcelProviders>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

/**
 * Renders a route's page or a fragment's component with the mount props the
 * shell would hand its parcel (services, route, props), with a fresh SWR cache.
 */
export function renderParcel<P extends MountProps>(Component: ComponentType<P>, props: P): RenderResult {
  return renderWithServices(<Component {...props} />, { services: props.services });
}
