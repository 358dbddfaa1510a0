import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { FragmentHandle, FragmentName } from '@storefront/shared/platform/contracts';
import type { ContentBlockType } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import type { BlockProps } from './block-list';
import * as styles from './blocks.module.css';

/**
 * Blocks whose data another remote owns (the owner ships the fragment that
 * shows it, docs/architecture.md "How a remote plugs in"): products and recipes are the catalogue's, vouchers, login and
 * the loyalty club the account's. Each is the owner's fragment of the same name.
 */
export const FRAGMENT_OF_BLOCK = {
  'product-group': 'product-group',
  'product-promotion': 'product-promotion',
  'recipe-group': 'recipe-group',
  'recipe-search': 'recipe-search',
  'voucher-group': 'voucher-group',
  'login-button': 'login-button',
  'loyalty-club-link-button': 'loyalty-club-link-button',
} as const satisfies Partial<Record<ContentBlockType, FragmentName>>;

export type FragmentBlockType = keyof typeof FRAGMENT_OF_BLOCK;

/**
 * Places the owning remote's fragment through services.fragments with the
 * block's fields, its headline and id as props. While that remote is missing
 * or down, the shell's fragment service shows its small fallback in this slot;
 * a loaded remote that does not offer the fragment leaves the slot empty. The
 * page around it stays.
 */
export function FragmentBlock<T extends FragmentBlockType>({ type, block, fields }: BlockProps<T>) {
  const { fragments } = useServices();
  const name = FRAGMENT_OF_BLOCK[type];
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<FragmentHandle | null>(null);
  const sent = useRef<unknown>(undefined);
  const props = useMemo(
    () => ({ ...(fields as Record<string, unknown>), blockId: block.id, ...(block.headline ? { headline: block.headline } : {}) }),
    [fields, block.id, block.headline],
  );
  // The mount effect reads the props of its moment from here; later changes go through update().
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    sent.current = latest.current;
    const mounted = fragments.mount(name, host, latest.current);
    handle.current = mounted;
    return () => {
      handle.current = null;
      void mounted.unmount();
    };
  }, [fragments, name]);

  useEffect(() => {
    if (!handle.current || sent.current === props) return;
    sent.current = props;
    void handle.current.update(props);
  }, [props]);

  return <div ref={element} className={styles.fragmentSlot} data-fragment={name} />;
}
