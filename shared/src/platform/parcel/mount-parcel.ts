import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { ParcelLoader } from '../contracts/remote-definition';
import type { MountProps } from '../contracts/mount-props';
import type { FragmentHandle, SlotOutcome } from '../contracts/services';

/** A mounted slot; route slots also change their route in place (new params, same parcel). */
export interface ParcelHandle extends FragmentHandle {
  updateRoute(route: NonNullable<MountProps['route']>): Promise<void>;
}

/**
 * Renders a slot's fallback. Returning true lets a late arrival (the parcel
 * loaded after the deadline put the fallback up) replace it; otherwise a late
 * arrival is ignored and the fallback stays (a host's own stand-in, which the
 * shopper may be using already).
 */
export type FallbackRenderer = (element: HTMLElement, error: unknown) => boolean | void;

/** Why a slot shows its fallback when its code did not arrive within the budget. */
export class DeadlineError extends Error {}

/**
 * The User Timing measure each fallback leaves in the page: from the slot's
 * start to its fallback, with the slot's name (its `data-slot`) as detail. So
 * what a shopper waited for a missing remote is read from the page itself
 * (the resilience suite does), not from a clock outside it.
 */
export const SLOT_FALLBACK_MEASURE = 'sf-slot-fallback';

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
 *
 * With a `deadline` (ms), a loader that has not answered by then counts as
 * failed: the fallback shows (with a DeadlineError) and `ready` settles as
 * 'fallback'. What the loader brings later is mounted in place of the fallback
 * only if the fallback said so, and never beside it; a later failure changes
 * nothing. Each fallback leaves a SLOT_FALLBACK_MEASURE.
 */
export function mountParcelWithFallback(
  loader: ParcelLoader | undefined,
  element: HTMLElement,
  props: MountProps,
  fallback: FallbackRenderer,
  deadline?: number,
): ParcelHandle {
  let parcel: Parcel<MountProps & { domElement: HTMLElement }> | null = null;
  let unmounted = false;
  let currentProps = props;
  // After the deadline: undefined while nothing failed, else whether a late arrival may replace the fallback.
  let late: boolean | void | undefined;
  const domElement = document.createElement('div');
  element.replaceChildren(domElement);
  const startedAt = performance.now();
  const fail = (error: unknown) => {
    late = fallback(element, error) ?? false;
    performance.measure?.(SLOT_FALLBACK_MEASURE, { start: startedAt, detail: element.dataset.slot ?? null });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = new Promise<SlotOutcome>((resolve) => {
    if (deadline) timer = setTimeout(() => resolve(unmounted ? 'unmounted' : (fail(new DeadlineError(`No answer within ${deadline} ms`)), 'fallback')), deadline);
  });
  const loaded = (async (): Promise<SlotOutcome> => {
    try {
      if (!loader) throw new Error('No parcel for this slot');
      const config = await loader();
      clearTimeout(timer);
      if (unmounted) return 'unmounted';
      if (late === false) return 'fallback';
      if (late) element.replaceChildren(domElement);
      late = undefined;
      parcel = mountRootParcel(config as ParcelConfig<MountProps & { domElement: HTMLElement }>, { ...currentProps, domElement });
      await parcel.mountPromise;
      return 'mounted';
    } catch (error) {
      clearTimeout(timer);
      parcel = null;
      if (unmounted) return 'unmounted';
      if (late === undefined) fail(error);
      return 'fallback';
    }
  })();
  const ready = Promise.race([loaded, outcome]);

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
      // The load itself, not `ready`: a late arrival that is mounting now is unmounted once it is in.
      await loaded;
      if (parcel && parcel.getStatus() === 'MOUNTED') await parcel.unmount();
      parcel = null;
    },
  };
}

