import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SearchHit, SearchType } from '@storefront/shared/search';
import type { MountProps, RouteTarget } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { noResultsSearchEvent } from '@storefront/shared/platform/tracking';
import { RouteLink, visuallyHiddenClass } from '@storefront/shared/platform/ui';
import { searchTermField } from '@storefront/shared/platform/validation';
import { flyoutLayout } from '../../features/flyout-config/flyout-config';
import { objectIdOf, useSearchInsights } from '../../features/insights/use-search-insights';
import type { SearchInsights } from '../../features/insights/search-insights';
import type { AnySearchResults } from '../../features/search-calls/search-calls';
import { contentLink, recipeLink } from '../../features/shop-links/shop-links';
import { ProductResults } from './product-results';
import { RefineSearchForm } from './refine-search-form';
import { ResultAnchor } from './result-link';
import { RESULT_PAGE_SIZES, useFirstPages, useLaterPage } from './use-search-results';
import * as styles from './search-term-page.module.css';

/** The `offset` query parameter: a whole number of results to skip, 0 when absent or not one. */
export function parseOffset(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  return Number(value);
}

/**
 * The search result page for `/:term` (doc 1 §2 search-term, doc 2 §2): one tab
 * per configured content type with its count; `tab=products` selects the
 * products tab; `offset` pages through the selected tab. Without a valid tab the
 * first type (by configured order) that has results is shown.
 */
export function SearchTermPage({ route }: MountProps) {
  const { i18n, events, tracking, config } = useServices();
  const { t } = i18n;
  const insights = useSearchInsights();
  const term = (route?.params['term'] ?? '').trim();
  // The term has at least 2 characters (doc 2 §5); a shorter one is not searched.
  const searchable = searchTermField.safeParse(term).success;

  const tabs = useMemo(
    () => [...flyoutLayout(config.tenant.clientRuntimeConfig.searchFlyout).types].sort((a, b) => a.order - b.order).map((entry) => entry.type),
    [config],
  );
  const firstPages = useFirstPages(tabs, searchable ? term : null);
  const requested = route?.query.get('tab') ?? null;
  const selected: SearchType | undefined =
    tabs.find((type) => type === requested) ??
    (firstPages ? (tabs.find((type) => (firstPages[type]?.total ?? 0) > 0) ?? tabs[0]) : undefined);
  const offset = parseOffset(route?.query.get('offset') ?? null);
  const laterPage = useLaterPage(selected ?? null, searchable ? term : null, offset);
  const page = offset === 0 ? (selected && firstPages?.[selected]) : laterPage;

  // The header's search shows the term here and forgets it when the page is left (doc 1 §2).
  useEffect(() => {
    events.publish('search:term-changed', { term });
  }, [events, term]);
  useEffect(() => () => events.publish('search:term-changed', { term: '' }), [events]);

  // Each type whose search has total 0 is tracked once per term as a no-results search (doc 1 §7).
  const tracked = useRef(new Set<string>());
  useEffect(() => {
    if (!firstPages) return;
    for (const type of tabs) {
      const key = `${term}\n${type}`;
      const event = noResultsSearchEvent({ term, type, pageType: 'search', total: firstPages[type]?.total ?? 0 });
      if (!event || tracked.current.has(key)) continue;
      tracked.current.add(key);
      tracking.track(event);
    }
  }, [firstPages, tabs, term, tracking]);

  // The insight view of the results on screen.
  useEffect(() => {
    if (!selected || !page) return;
    insights.viewed(
      selected,
      page.results.map((hit) => objectIdOf(selected, hit)),
      page.offset + 1,
    );
  }, [insights, selected, page]);

  return (
    <section className={styles.page} aria-labelledby="search-term-heading" aria-busy={searchable && !page}>
      <h1 id="search-term-heading">{t('search.results.headline', { term })}</h1>
      <RefineSearchForm key={term} term={term} />
      {!searchable ? (
        <p role="status">{t('search.results.tooShort')}</p>
      ) : !firstPages || !selected ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <ResultTabs term={term} tabs={tabs} selected={selected} counts={firstPages}>
          {page ? <TabContent type={selected} term={term} page={page} insights={insights} /> : <p role="status">{t('common.loading')}</p>}
        </ResultTabs>
      )}
    </section>
  );
}

function ResultTabs({
  term,
  tabs,
  selected,
  counts,
  children,
}: {
  term: string;
  tabs: readonly SearchType[];
  selected: SearchType;
  counts: Partial<Record<SearchType, AnySearchResults>>;
  children: ReactNode;
}) {
  const { i18n, navigation } = useServices();
  const { t } = i18n;
  const id = useId();
  const tabId = (type: SearchType) => `${id}-tab-${type}`;

  const select = (type: SearchType) => {
    // The tab is part of the address (doc 2 §2: tab=products), so it can be linked and reloaded; a new tab starts at its first page.
    navigation.navigate({ name: 'search-term', params: { term }, query: { tab: type } }, { replace: true });
  };

  // ARIA tabs: ←/→ (and Home/End) move to the next tab and show it.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (next === -1) return;
    event.preventDefault();
    document.getElementById(tabId(tabs[next]!))?.focus();
    select(tabs[next]!);
  };

  return (
    <>
      <div role="tablist" aria-label={t('search.results.tabs')} className={styles.tabs}>
        {tabs.map((type) => (
          <button
            key={type}
            id={tabId(type)}
            type="button"
            role="tab"
            aria-selected={type === selected}
            aria-controls={`${id}-panel`}
            tabIndex={type === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(type)}
            onKeyDown={onKeyDown}
          >
            {t('search.results.tab', { type: t(`search.flyout.type.${type}`), count: counts[type]?.total ?? 0 })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}

function TabContent({ type, term, page, insights }: { type: SearchType; term: string; page: AnySearchResults; insights: SearchInsights }) {
  const { t } = useServices().i18n;
  const firstPosition = page.offset + 1;
  return (
    <>
      {/* The tab's results under a heading of their own: the product tiles' names are h3 (heading order). */}
      <h2 className={visuallyHiddenClass}>{t(`search.flyout.type.${type}`)}</h2>
      <p role="status" data-testid="search-result-count">
        {type === 'products' ? t('search.results.count', { count: page.total }) : t('search.results.total', { count: page.total })}
      </p>
      {page.total === 0 ? (
        <p>{t('search.results.none', { term })}</p>
      ) : type === 'products' ? (
        <ProductResults products={page.results as SearchHit<'products'>[]} firstPosition={firstPosition} insights={insights} />
      ) : (
        <HitList type={type} hits={page.results} firstPosition={firstPosition} insights={insights} />
      )}
      <Pagination type={type} term={term} page={page} />
    </>
  );
}

/** Content pages (title and teaser) or recipes (title), each a link. */
function HitList({
  type,
  hits,
  firstPosition,
  insights,
}: {
  type: Exclude<SearchType, 'products'>;
  hits: readonly SearchHit<SearchType>[];
  firstPosition: number;
  insights: SearchInsights;
}) {
  const { i18n, navigation } = useServices();
  return (
    <ul className={styles.hits} aria-label={i18n.t(type === 'content' ? 'search.results.contentList' : 'search.results.recipeList')}>
      {hits.map((hit, index) => {
        const objectID = objectIdOf(type, hit);
        const link = type === 'content' ? contentLink(hit as SearchHit<'content'>) : recipeLink(navigation, hit as SearchHit<'recipes'>);
        const title = (hit as SearchHit<'content' | 'recipes'>).title;
        return (
          <li key={objectID} className={styles.hit}>
            {link ? (
              <ResultAnchor link={link} onFollow={() => insights.clicked(type, objectID, firstPosition + index)}>
                {title}
              </ResultAnchor>
            ) : (
              title
            )}
            {type === 'content' && <p className={styles.teaser}>{(hit as SearchHit<'content'>).teaser}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** Previous and next page of a tab, by offset. */
function Pagination({ type, term, page }: { type: SearchType; term: string; page: AnySearchResults }) {
  const { t } = useServices().i18n;
  const size = RESULT_PAGE_SIZES[type];
  if (page.total <= size) return null;
  const pages = Math.ceil(page.total / size);
  const current = Math.floor(page.offset / size) + 1;
  const to = (offset: number): RouteTarget => ({
    name: 'search-term',
    params: { term },
    query: offset > 0 ? { tab: type, offset: String(offset) } : { tab: type },
  });
  return (
    <nav aria-label={t('search.results.pagination')} className={styles.pagination}>
      {page.offset > 0 && (
        <RouteLink to={to(Math.max(0, page.offset - size))} prefetch={false} rel="prev">
          {t('search.results.previous')}
        </RouteLink>
      )}
      <span aria-current="page">{t('search.results.page', { page: current, pages })}</span>
      {page.offset + size < page.total && (
        <RouteLink to={to(page.offset + size)} prefetch={false} rel="next">
          {t('search.results.next')}
        </RouteLink>
      )}
    </nav>
  );
}
