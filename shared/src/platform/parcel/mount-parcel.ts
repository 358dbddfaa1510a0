import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { ParcelLoader } from '../contracts/remote-definition';
import type { MountProps } from '../contracts/mount-props';
import type { FragmentHandle, SlotOutcome } from '../contracts/services';

/** A mounted slot; route slots also change their route in place (new params, same parcel). */
export interface ParcelHandle extends FragmentHandle {
  updateRoute(route: NonNullable<MountProps['route']>): Promise<void>;
}

export type FallbackRenderer = (element: HTMLElement, error: unknown) => void;

/** The smallest fallback: one line of text in the slot. */
export function textFallback(text: string): FallbackRenderer {
  return (element) => {
    const p = document.createElement('p');
    p.className = 'sf-slot-fallback';
    p.setAttribute('role', 'status');
    p.textContent = text;
    element.replaceChildren(p);
  };
}

/**
 * Mounts a parcel into a fresh child of `element`, or renders the fallback there
 * when the loader is missing, fails, or the parcel fails to mount. Never throws:
 * a slot whose remote is down must not break the page around it.
 */
export function mountParcelWithFallback(
  loader: ParcelLoader | undefined,
  element: HTMLElement,
  props: MountProps,
  fallback: FallbackRenderer,
): ParcelHandle {
  let parcel: Parcel<MountProps & { domElement: HTMLElement }> | null = null;
  let unmounted = false;
  let currentProps = props;
  const domElement = document.createElement('div');
  element.replaceChildren(domElement);

  const ready = (async (): Promise<SlotOutcome> => {
    try {
      if (!loader) throw new Error('No parcel for this slot');
      const config = await loader();
      if (unmounted) return 'unmounted';
      parcel = mountRootParcel(config as ParcelConfig<MountProps & { domElement: HTMLElement }>, { ...currentProps, domElement });
      await parcel.mountPromise;
      return 'mounted';
    } catch (error) {
      parcel = null;
      if (unmounted) return 'unmounted';
      fallback(element, error);
      return 'fallback';
    }
  })();

  const update = async (next: MountProps) => {
    currentProps = next;
    await ready;
    // single-spa replaces a parcel's props on update: the element must come along again.
    if (parcel?.update && parcel.getStatus() === 'MOUNTED') await parcel.update({ ...currentProps, domElement });
  };

  return {
    ready,
    update: (nextProps) => update({ ...currentProps, props: nextProps }),
    updateRoute: (route) => update({ ...currentProps, route }),
    async unmount() {
      unmounted = true;
      await ready;
      if (parcel && parcel.getStatus() === 'MOUNTED') await parcel.unmount();
      parcel = null;
    },
  };
}

