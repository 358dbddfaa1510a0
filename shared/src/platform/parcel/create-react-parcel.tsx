import { Component, createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { SWRConfig, type Cache } from 'swr';
import type { ParcelConfig } from 'single-spa';
import type { MountProps } from '../contracts/mount-props';
import type { StorefrontServices } from '../contracts/services';

const ServicesContext = createContext<StorefrontServices | null>(null);

/** Provides the services to a component tree: the parcel root does it, and so do tests. */
export const ServicesProvider = ServicesContext.Provider;

/** The services the shell handed to this parcel. */
export function useServices(): StorefrontServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() used outside a storefront parcel');
  return services;
}

/**
 * Catches a render error inside one parcel so it shows a short message in its
 * own slot; the rest of the page, including other parcels, keeps working.
 */
class ParcelErrorBoundary extends Component<
  { name: string; services: StorefrontServices; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.services.tracking.track({
      event: 'parcelError',
      parcel: this.props.name,
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return createElement(
        'p',
        { role: 'alert', className: 'sf-slot-fallback' },
        this.props.services.i18n.t('remote.unavailable'),
      );
    }
    return this.props.children;
  }
}

/**
 * This remote's server-data cache. The remotes share one copy of swr (the build preset), and swr keeps
 * its default cache in the module: without a cache of their own, two remotes would read each other's
 * entries under the same key, parsed by another build's schema. This module is compiled into each remote,
 * so each remote has one cache for all its parcels, as it had with a copy of swr of its own.
 */
const remoteCache: Cache = new Map();
const swrConfig = { provider: () => remoteCache };

/**
 * swr ties a cache's shared state (listeners, deduplication, the focus and reconnect handlers) to the first
 * SWRConfig that takes the cache, and drops it when that SWRConfig unmounts, though every other parcel of
 * this remote still reads the same cache: their next render threw ("undefined is not iterable"), e.g. the
 * header's category menu after the shopper left a catalogue page. So a root of this module that is never
 * unmounted takes the cache first, before the remote's first parcel mounts.
 */
let cacheHeld = false;
function holdRemoteCache(): void {
  if (cacheHeld) return;
  cacheHeld = true;
  const root = ReactDOMClient.createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(SWRConfig, { value: swrConfig })));
}

/**
 * Makes a single-spa parcel of a React component. Every parcel is its own React
 * root: that is what lets a remote move to another React major on its own.
 */
export function createReactParcel(
  name: string,
  RootComponent: ComponentType<MountProps>,
): ParcelConfig<MountProps> {
  function Root(props: MountProps): ReactNode {
    return createElement(
      ServicesContext.Provider,
      { value: props.services },
      createElement(ParcelErrorBoundary, {
        name,
        services: props.services,
        children: createElement(SWRConfig, { value: swrConfig }, createElement(RootComponent, props)),
      }),
    );
  }
  Root.displayName = `Parcel(${name})`;
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Errors are caught by ParcelErrorBoundary above; this only silences the library's own warning.
    suppressComponentDidCatchWarning: true,
  });
  return {
    ...lifecycles,
    // Outside any render (single-spa bootstraps a parcel before it mounts): the cache is held before it is read.
    bootstrap: (props: MountProps) => {
      holdRemoteCache();
      return lifecycles.bootstrap(props as never);
    },
  } as unknown as ParcelConfig<MountProps>;
}
