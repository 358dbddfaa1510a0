import { FRAGMENTS, type FragmentHandle, type FragmentName, type StorefrontServices } from '@storefront/shared/platform/contracts';
import { mountParcelWithFallback, type ParcelHandle } from '@storefront/shared/platform/parcel';
import type { RemoteRegistry } from './remote-registry';
import { parcelLoader, renderSlotFallback } from './remote-slot';

/**
 * `services.fragments.mount`: another remote places a fragment; when it fails,
 * or has not arrived within the tenant's budget, its fallback's retry mounts it
 * again into the same element. The placing remote usually puts its own fallback
 * there once `ready` says 'fallback' (FragmentSlot), so a fragment arriving
 * after the deadline is not mounted: the retry brings it.
 */
export function mountFragment(
  services: StorefrontServices,
  registry: RemoteRegistry,
  name: FragmentName,
  element: HTMLElement,
  props: unknown,
): FragmentHandle {
  let current = props;
  let handle: ParcelHandle;
  const mount = () => {
    handle = mountParcelWithFallback(
      parcelLoader(registry, { kind: 'fragment', name }),
      element,
      { services, props: current },
      (el, error) => {
        renderSlotFallback(
          services,
          el,
          () => {
            registry.retry(FRAGMENTS[name]);
            mount();
          },
          error,
        );
      },
      registry.budget,
    );
  };
  mount();
  return {
    get ready() {
      return handle.ready;
    },
    update: (next) => {
      current = next;
      return handle.update(next);
    },
    unmount: () => handle.unmount(),
  };
}
