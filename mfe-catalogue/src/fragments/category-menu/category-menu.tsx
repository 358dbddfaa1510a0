import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { CategoryNode } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { RouteLink } from '@storefront/shared/platform/ui';
import { useCategoryTrees } from '../../features/categories/use-category-trees';
import * as styles from './category-menu.module.css';

/** Up and down arrows move the focus along the top categories, as in a menu; Tab still leaves the list. */
function moveAlongTop(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
}

/** At least 768 px: the menu is a panel with two columns, not a drawer. */
const wide = () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;

/**
 * The category tree in the header (fragment `category-menu`): the link to the
 * assortment, and beside it a button that opens the tree; the top categories on the left, the one under the pointer or focus
 * with its sub-categories on the right. Below 768 px it is a drawer from the
 * left edge that goes one level down at a time, with a way back. Escape, a
 * click outside, or following a link closes it, and focus returns to the
 * button. Links go through the shell's router.
 */
export function CategoryMenu({ services }: MountProps) {
  const { t } = services.i18n;
  const { trees, error, isValidating, retry } = useCategoryTrees();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  // Where the wide panel hangs: below the button, moved left as far as it must to stay on the screen.
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setActive(null);
    if (returnFocus) button.current?.focus();
  };

  // A click or tap outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) {
        setOpen(false);
        setActive(null);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };
  // The header's own menu closes on any click inside it: only a link (a new page) should close it.
  const keepHeaderMenu = (event: MouseEvent) => {
    if (!(event.target as Element).closest('a')) event.stopPropagation();
  };
  const followed = () => close(false);
  const activeNode = trees?.find((node) => node.slug === active);

  return (
    <div ref={root} className={styles.menu} onKeyDown={onKeyDown} onClick={keepHeaderMenu}>
      {/* The assortment stays a plain link; the button beside it opens the tree (a disclosure with a top-level link). */}
      <RouteLink className={styles.link} to={{ name: 'products-slug' }} onClick={followed}>
        {t('catalogue.menu.open')}
      </RouteLink>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('catalogue.menu.toggle')}
        onClick={() => {
          if (open) return close(false);
          setOpen(true);
          const box = root.current?.getBoundingClientRect();
          if (box) {
            const width = Math.min(768, window.innerWidth - 32);
            setPlace({ top: box.bottom + 8, left: Math.max(16, Math.min(box.left, window.innerWidth - width - 16)), width });
          }
          // Wide screens show the first category's contents at once; the drawer starts at the top level.
          if (wide() && trees?.[0]) setActive(trees[0].slug);
        }}
      >
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-level={activeNode ? 'sub' : 'top'} style={wide() ? place : undefined}>
        <div className={styles.drawerHead}>
          <span className={styles.drawerTitle}>{t('catalogue.headline')}</span>
          <button type="button" className={styles.close} onClick={() => close(true)}>
            {t('catalogue.close')}
          </button>
        </div>
        {trees === undefined ? (
          error !== undefined && !isValidating ? (
            <p role="alert" className={styles.message}>
              {t('catalogue.error.generic')}{' '}
              <button type="button" className={styles.retry} onClick={retry}>
                {t('catalogue.retry')}
              </button>
            </p>
          ) : (
            <p role="status" className={styles.message}>
              {t('common.loading')}
            </p>
          )
        ) : (
          <div className={styles.columns}>
            <ul className={styles.top} aria-label={t('catalogue.categories')} onKeyDown={moveAlongTop}>
              <li>
                <RouteLink className={styles.topLink} to={{ name: 'products-slug' }} onClick={followed} prefetch={false}>
                  {t('catalogue.menu.all')}
                </RouteLink>
              </li>
              {trees.map((node) => (
                <li key={node.slug} onPointerEnter={(event) => event.pointerType === 'mouse' && wide() && setActive(node.slug)}>
                  {node.children.length > 0 ? (
                    <button
                      type="button"
                      className={styles.topLink}
                      aria-expanded={active === node.slug}
                      onClick={() => setActive(node.slug)}
                      onFocus={() => wide() && setActive(node.slug)}
                    >
                      {node.name}
                      <span aria-hidden="true" className={styles.chevron}>
                        ›
                      </span>
                    </button>
                  ) : (
                    <RouteLink className={styles.topLink} to={{ name: 'products-slug', params: { slug: node.slug } }} onClick={followed} prefetch={false}>
                      {node.name}
                    </RouteLink>
                  )}
                </li>
              ))}
            </ul>
            {activeNode && <SubMenu node={activeNode} onBack={() => setActive(null)} onFollow={followed} backLabel={t('catalogue.menu.back')} allLabel={t('catalogue.menu.allOf', { name: activeNode.name })} />}
          </div>
        )}
      </div>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={() => close(false)} />}
    </div>
  );
}

function SubMenu({
  node,
  onBack,
  onFollow,
  backLabel,
  allLabel,
}: {
  node: CategoryNode;
  onBack: () => void;
  onFollow: () => void;
  backLabel: string;
  allLabel: string;
}) {
  return (
    <section className={styles.sub} aria-label={node.name}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true" className={styles.backArrow}>‹</span>
        {backLabel}
      </button>
      <RouteLink className={styles.all} to={{ name: 'products-slug', params: { slug: node.slug } }} onClick={onFollow} prefetch={false}>
        {allLabel}
      </RouteLink>
      <ul className={styles.groups}>
        {node.children.map((child) => (
          <li key={child.slug}>
            <RouteLink className={styles.groupLink} to={{ name: 'products-slug', params: { slug: child.slug } }} onClick={onFollow} prefetch={false}>
              {child.name}
            </RouteLink>
            {child.children.length > 0 && (
              <ul className={styles.leaves}>
                {child.children.map((leaf) => (
                  <li key={leaf.slug}>
                    <RouteLink to={{ name: 'products-slug', params: { slug: leaf.slug } }} onClick={onFollow} prefetch={false}>
                      {leaf.name}
                    </RouteLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
