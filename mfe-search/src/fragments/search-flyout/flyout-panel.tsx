import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { SearchType } from '@storefront/shared/search';
import { useServices } from '@storefront/shared/platform/parcel';
import { Price, Skeleton } from '@storefront/shared/platform/ui';
import type { FlyoutLayout, FlyoutType } from '../../features/flyout-config/flyout-config';
import type { FlyoutState, TypeState } from '../../features/flyout-state/flyout-controller';
import { FragmentSlot } from '@storefront/shared/platform/ui';
import { externalShopOf, resultPageLink } from '../../features/shop-links/shop-links';
import { highlightTerm } from '../../features/term-highlight/term-highlight';
import { releaseToggles } from '../../release-toggles';
import type { FlyoutOption } from './flyout-options';
import * as styles from './search-flyout.module.css';

export interface FlyoutPanelProps {
  readonly id: string;
  readonly layout: FlyoutLayout;
  readonly state: FlyoutState;
  readonly options: ReadonlyMap<SearchType, FlyoutOption[]>;
  readonly activeId: string | null;
  readonly onPick: (option: FlyoutOption) => void;
  readonly onHover: (id: string) => void;
  /** A link inside the flyout (a content block's) was followed. */
  readonly onNavigate: () => void;
  readonly onShowAll: () => void;
}

/** The open flyout: the banner area, then the two result columns. */
export function FlyoutPanel({ id, layout, state, options, activeId, onPick, onHover, onNavigate, onShowAll }: FlyoutPanelProps) {
  const { i18n, navigation, config } = useServices();
  const panel = useRef<HTMLDivElement>(null);
  const [first, second] = layout.columns;
  const [firstWidth, secondWidth] = layout.columnRatio;
  const gridTemplateColumns = first.length > 0 && second.length > 0 ? `${firstWidth}fr ${secondWidth}fr` : '1fr';

  // Links inside content blocks belong to another parcel: a native listener sees their clicks.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onClick = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) onNavigate();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onNavigate]);

  const showAll = resultPageLink(navigation, externalShopOf(config.tenant.clientRuntimeConfig), state.term);
  const onShowAllClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    onShowAll();
  };

  return (
    <div ref={panel} id={`${id}-panel`} className={styles.panel} data-testid="search-flyout">
      <Banner state={state} />
      <div className={styles.columns} style={{ gridTemplateColumns }}>
        {[first, second].map(
          (column, index) =>
            column.length > 0 && (
              <div key={index} data-column={index + 1}>
                {column.map((entry) => (
                  <TypeSection
                    key={entry.type}
                    id={id}
                    entry={entry}
                    term={state.term}
                    typeState={state.types[entry.type]}
                    options={options.get(entry.type) ?? []}
                    activeId={activeId}
                    onPick={onPick}
                    onHover={onHover}
                  />
                ))}
              </div>
            ),
        )}
      </div>
      {state.hasResults && showAll && (
        <a href={showAll.href} className={styles.showAll} onClick={onShowAllClick}>
          {i18n.t('search.flyout.showAll', { term: state.term })}
        </a>
      )}
    </div>
  );
}

/** The banner of the term, a content block the content remote renders; nothing while it loads or when content is down. */
function Banner({ state }: { state: FlyoutState }) {
  const { block } = state.banner;
  const props = useMemo(() => (block ? { blocks: [block] } : null), [block]);
  return (
    <div className={styles.banner} data-testid="search-flyout-banner">
      {props && <FragmentSlot name="content-blocks" props={props} fallback={null} />}
    </div>
  );
}

interface TypeSectionProps {
  readonly id: string;
  readonly entry: FlyoutType;
  /** The term the results are for. */
  readonly term: string;
  readonly typeState: TypeState | undefined;
  readonly options: readonly FlyoutOption[];
  readonly activeId: string | null;
  readonly onPick: (option: FlyoutOption) => void;
  readonly onHover: (id: string) => void;
}

function TypeSection({ id, entry, term, typeState, options, activeId, onPick, onHover }: TypeSectionProps) {
  const { t } = useServices().i18n;
  const labelId = `${id}-${entry.type}-label`;
  const loading = typeState?.status !== 'loaded';
  return (
    <div className={styles.section} aria-busy={loading} data-type={entry.type}>
      <div id={labelId} className={styles.heading}>
        {t(`search.flyout.type.${entry.type}`)}
      </div>
      {loading ? (
        <Skeleton shape="text" lines={3} width="100%" height="1rem" />
      ) : options.length > 0 ? (
        <ul role="listbox" id={`${id}-${entry.type}-list`} aria-labelledby={labelId} className={styles.listbox}>
          {options.map((option) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={option.id === activeId}
              // A result with nowhere to open it still shows, announced as not available.
              aria-disabled={option.link === null || undefined}
              className={styles.option}
              // Keeps the focus in the input, where the keyboard works on.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(option.id)}
              onClick={() => onPick(option)}
            >
              <span>
                <OptionTitle title={option.title} term={term} />
                {option.text && <span className={styles.optionText}>{option.text}</span>}
              </span>
              {option.priceCents !== undefined && <Price cents={option.priceCents} />}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyResults entry={entry} />
      )}
    </div>
  );
}

/** A result's title; from 1.1.0 with the typed term marked, found as the search finds it (umlauts, case). */
function OptionTitle({ title, term }: { title: string; term: string }) {
  if (!releaseToggles.termHighlight) return <span className={styles.optionTitle}>{title}</span>;
  return (
    <span className={styles.optionTitle}>
      {highlightTerm(title, term).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}

/**
 * A type without results shows its configured emptyResultsContent through the
 * content remote's blocks fragment; without such content, or while the content
 * remote is down, a plain sentence.
 */
function EmptyResults({ entry }: { entry: FlyoutType }) {
  const { t } = useServices().i18n;
  const props = useMemo(() => ({ blocks: entry.emptyResultsContent }), [entry]);
  const plain = <p className={styles.empty}>{t('search.flyout.typeEmpty', { type: t(`search.flyout.type.${entry.type}`) })}</p>;
  if (entry.emptyResultsContent.length === 0) return plain;
  return <FragmentSlot name="content-blocks" props={props} fallback={plain} />;
}
