import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type {
  FragmentName,
  MountedRoute,
  ParcelLoader,
  RemoteName,
  RouteName,
  StorefrontServices,
} from '@storefront/shared/platform/contracts';
import { DeadlineError, mountParcelWithFallback, type ParcelHandle } from '@storefront/shared/platform/parcel';
import { FRAGMENTS, REMOTE_RETRY_BACKOFF_MS, ROUTES } from '@storefront/shared/platform/contracts';
import { handlePossibleStaleBuild } from '../build-updates/stale-build';
import type { RemoteRegistry } from './remote-registry';

export type SlotTarget = { kind: 'route'; name: RouteName; route: MountedRoute } | { kind: 'fragment'; name: FragmentName; props?: unknown };

function ownerOf(target: Pick<SlotTarget, 'kind' | 'name'>): RemoteName {
  return target.kind === 'route' ? ROUTES[target.name as RouteName].owner : FRAGMENTS[target.name as FragmentName];
}

/**
 * A route or fragment that its remote, loaded fine, does not provide (an older
 * version on this tenant, a page not shipped yet). Not an outage: loading the
 * same remote again cannot help, so nothing offers a retry. A route is the
 * not-found page, a fragment renders nothing.
 */
export class NotProvidedError extends Error {
  constructor(
    remote: RemoteName,
    readonly kind: SlotTarget['kind'],
    name: string,
  ) {
    super(`${remote} does not provide ${kind} ${name}`);
  }
}

/**
 * A loader for one parcel of a remote: load the remote (once), then the parcel's
 * own chunk. Each call makes a new loader, so a retry never reuses a rejected
 * promise (a rejected lazy import stays rejected). A failed load is tried once
 * more after a short pause (REMOTE_RETRY_BACKOFF_MS), the remote registered
 * anew; the slot's deadline bounds both. A part its remote does not provide is
 * not tried again. `onChecked` learns, before the parcel's chunk loads, whether
 * the part is missing from its loaded remote (false as well when the remote
 * failed to load: that is an outage). With `services`, a route's loader gets
 * the route and the services it will mount with, so it may start the route's
 * data while its chunk loads (shared `withRouteData`); a prefetch passes neither.
 */
export function parcelLoader(
  registry: RemoteRegistry,
  target: Pick<SlotTarget, 'kind' | 'name'>,
  prefetch = false,
  onChecked?: (missing: boolean) => void,
  services?: StorefrontServices,
): ParcelLoader {
  const loadParcel: ParcelLoader = async () => {
    const owner = ownerOf(target);
    const definition = await registry.load(owner).catch((error: unknown) => {
      onChecked?.(false);
      throw error;
    });
    // definition.routes or definition.fragments, by the part's kind.
    const load = (definition[`${target.kind}s`] as Partial<Record<string, ParcelLoader>>)[target.name];
    onChecked?.(!load);
    if (!load) throw new NotProvidedError(owner, target.kind, target.name);
    // A route's loader gets the route and the services it will mount with: it may start the route's data
    // while its chunk loads (shared withRouteData). A prefetch passes neither.
    return load((target as { route?: MountedRoute }).route, services);
  };
  const loadTwice: ParcelLoader = () =>
    loadParcel().catch((error: unknown) => {
      if (error instanceof NotProvidedError) throw error;
      return new Promise((resolve) => setTimeout(resolve, REMOTE_RETRY_BACKOFF_MS)).then(() => {
        registry.retry(ownerOf(target));
        return loadParcel();
      });
    });
  // After a deploy the old build's code may be gone; a route that fails to load reloads the page once (doc 1 §4).
  // A prefetch reloads nothing: the shopper has not asked for that page yet.
  if (prefetch) return loadTwice;
  return () =>
    loadTwice().catch((error: unknown) => {
      handlePossibleStaleBuild(error, { navigation: target.kind === 'route' });
      throw error;
    });
}

const reportedMissing = new Set<string>();

/**
 * Whether a slot failed because its remote does not provide the part. A missing
 * fragment is logged once per name and page life (console and POST /logs, as a
 * warning); a missing route is logged by the not-found page that replaces it.
 */
function notProvided(services: StorefrontServices, error: unknown): boolean {
  if (!(error instanceof NotProvidedError)) return false;
  if (error.kind === 'fragment' && !reportedMissing.has(error.message)) {
    reportedMissing.add(error.message);
    console.warn(error.message);
    import(/* webpackChunkName: "lazy-error-report" */ '../error-page/report-error').then(
      (report) => report.reportError(services.api, error, error.message, undefined, 'warn'),
      () => undefined,
    );
  }
  return true;
}

/**
 * Renders the fallback of a slot whose remote cannot be shown: a short message
 * and a button that tries again in place (a new loader, the remote registered
 * anew), without reloading the page. A part its loaded remote does not provide
 * leaves the slot empty: no message, no retry that could never work.
 */
export function renderSlotFallback(services: StorefrontServices, element: HTMLElement, onRetry: () => void, error: unknown): boolean {
  if (notProvided(services, error)) return false;
  const { t } = services.i18n;
  const box = document.createElement('div');
  box.className = 'sf-slot-fallback';
  box.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = t('remote.unavailable');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = t('remote.retry');
  retry.addEventListener('click', onRetry);
  box.append(text, retry);
  element.replaceChildren(box);
  // The remote arriving after the deadline replaces this message: nothing here is the shopper's yet.
  return true;
}

/**
 * A place in the page where a remote's parcel lives. The parcel is mounted once
 * per slot and kept while only the route's params or the fragment's props change.
 * `fallback` replaces the standard fallback where the slot must keep working
 * without its remote (the header's search form stands in for the search flyout).
 * The slot waits for its remote no longer than the tenant's budget
 * (`registry.budget`): then the fallback shows. A parcel arriving later replaces
 * the standard fallback, and a host's own stand-in too (the account menu of a
 * logged-in customer, not "Anmelden" for the page's life because the remote was
 * slow), unless the stand-in is one the shopper may be using already
 * (`standInStays`: the header's search form, with what they typed).
 */
export function RemoteSlot({
  target,
  services,
  registry,
  className,
  fallback,
  standInStays = false,
  onChecked,
}: {
  target: SlotTarget;
  services: StorefrontServices;
  registry: RemoteRegistry;
  className?: string;
  fallback?: ReactNode;
  /** The stand-in stays for the page's life even when the remote arrives after the deadline. */
  standInStays?: boolean;
  /** Told whether the slot's remote lacks its part (parcelLoader); must be stable (a state setter). */
  onChecked?: (missing: boolean) => void;
}) {
  const [failed, setFailed] = useState(false);
  // Each retry is a new attempt: a new loader and, after a failed remote, its fresh registration.
  const [attempt, setAttempt] = useState(0);
  const ownFallback = fallback !== undefined;
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<ParcelHandle | null>(null);
  // The mount effect below runs only when the slot's parcel changes; it reads the
  // route or props of that moment from here (layout effects run before effects).
  const latest = useRef(target);
  useLayoutEffect(() => {
    latest.current = target;
  });

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const current = latest.current;
    let disposed = false;
    const retry = () => {
      registry.retry(ownerOf(current));
      setAttempt((n) => n + 1);
    };
    const mounted = mountParcelWithFallback(
      parcelLoader(registry, current, false, onChecked, services),
      host,
      current.kind === 'route' ? { services, route: current.route } : { services, props: current.props },
      (el, error) => {
        if (!ownFallback) return renderSlotFallback(services, el, retry, error);
        // A host's own stand-in (the header's plain links) stands in for a part not provided too; it is still logged.
        notProvided(services, error);
        setFailed(true);
        // Only slow, not failed: once the remote is here, the slot mounts it in place of the stand-in.
        if (!standInStays && error instanceof DeadlineError) {
          registry.load(ownerOf(current)).then(
            () => {
              if (disposed) return;
              setFailed(false);
              setAttempt((n) => n + 1);
            },
            () => undefined,
          );
        }
      },
      registry.budget,
    );
    handle.current = mounted;
    return () => {
      disposed = true;
      handle.current = null;
      void mounted.unmount();
    };
  }, [target.kind, target.name, services, registry, ownFallback, standInStays, attempt, onChecked]);

  const route = target.kind === 'route' ? target.route : undefined;
  const props = target.kind === 'fragment' ? target.props : undefined;
  useEffect(() => {
    if (route) void handle.current?.updateRoute(route);
  }, [route]);
  useEffect(() => {
    if (props !== undefined) void handle.current?.update(props);
  }, [props]);

  const slot = `${target.kind}:${target.name}`;
  return failed ? (
    <div className={className} data-slot={slot}>
      {fallback}
    </div>
  ) : (
    <div ref={element} className={className} data-slot={slot} />
  );
}
