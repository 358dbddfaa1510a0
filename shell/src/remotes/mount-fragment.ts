import { FRAGMENTS, type FragmentHandle, type FragmentName, type StorefrontServices } from '@storefront/shared/platform/contracts';
import { mountParcelWithFallback, type ParcelHandle } from '@storefront/shared/platform/parcel';
import type { RemoteRegistry } from './remote-registry';
import { parcelLoader, renderSlotFallback } from './remote-slot';

/**
 * `services.fragments.mount`: another remote places a fragment; when it fails,
 * its fallback's retry mounts it again into the same element.
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
    handle = mountParcelWithFallback(parcelLoader(registry, { kind: 'fragment', name }), element, { services, props: current }, (el, error) =>
      renderSlotFallback(
        services,
        el,
        () => {
          registry.retry(FRAGMENTS[name]);
          mount();
        },
        error,
      ),
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
