import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FRAGMENTS, type FragmentName } from '../contracts/fragments';
import type { FragmentHandle } from '../contracts/services';
import { useServices } from '../parcel/create-react-parcel';

type Status = 'pending' | 'mounted' | 'fallback';

export interface FragmentSlotProps {
  readonly name: FragmentName;
  readonly props: unknown;
  /** Shown instead of the generic slot fallback when the owning remote is missing or down. */
  readonly fallback: ReactNode;
  /** Shown until the fragment has rendered (default: nothing). */
  readonly pending?: ReactNode;
  readonly className?: string;
}

/**
 * Another remote's fragment, placed through services.fragments (no import), with
 * this remote's own fallback: when the owner is not in the tenant's remote map,
 * is down, does not offer the fragment yet or fails to render, `fallback` shows,
 * so the page keeps working; once the owner ships the fragment it is used.
 */
export function FragmentSlot({ name, props, fallback, pending = null, className }: FragmentSlotProps) {
  const { fragments, config } = useServices();
  const owned = config.tenant.clientRuntimeConfig.remotes.some((remote) => remote.name === FRAGMENTS[name]);
  const [status, setStatus] = useState<Status>(owned ? 'pending' : 'fallback');
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<FragmentHandle | null>(null);
  // The props the fragment has: the mount effect reads the latest from here, the update effect compares.
  const given = useRef(props);

  useEffect(() => {
    const host = element.current;
    if (!owned || !host) return;
    const mounted = fragments.mount(name, host, given.current);
    handle.current = mounted;
    let live = true;
    void mounted.ready.then((outcome) => {
      if (!live || outcome === 'unmounted') return;
      if (outcome === 'fallback') {
        // This slot's own fallback takes over from the generic one.
        handle.current = null;
        host.replaceChildren();
      }
      setStatus(outcome);
    });
    return () => {
      live = false;
      handle.current = null;
      void mounted.unmount();
    };
  }, [fragments, name, owned]);

  useEffect(() => {
    if (given.current === props) return;
    given.current = props;
    void handle.current?.update(props);
  }, [props]);

  return (
    <>
      {/* Hidden until the fragment has rendered; emptied when it falls back. */}
      {owned && <div ref={element} className={className} hidden={status !== 'mounted'} data-fragment={name} />}
      {status === 'fallback' && fallback}
      {status === 'pending' && pending}
    </>
  );
}
