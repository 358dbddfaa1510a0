import type { SearchType } from '@storefront/shared/search';
import { CONTENT_SEARCH_PAGE_SIZE, DEFAULT_SEARCH_COLUMN_RATIO, SEARCH_SUGGESTION_PAGE_SIZE } from '@storefront/shared/platform/constants';
import { contentBlockSchema, type ContentBlock } from '@storefront/shared/platform/schemas';
import { DEFAULT_FLYOUT_TYPES, flyoutEntries, isSearchType, type SearchFlyoutConfig } from './flyout-types';

export { DEFAULT_FLYOUT_TYPES, isSearchType };

/** One result column entry of the flyout: a content type, its order and its empty-results content. */
export interface FlyoutType {
  readonly type: SearchType;
  readonly order: number;
  readonly emptyResultsContent: readonly ContentBlock[];
}

export interface FlyoutLayout {
  /** The first column holds the types of odd order, the second those of even order, each sorted by order. */
  readonly columns: readonly [readonly FlyoutType[], readonly FlyoutType[]];
  /** The widths of the two columns, out of 12. */
  readonly columnRatio: readonly [number, number];
  /** Every type in reading order, the first column top to bottom, then the second: the arrow keys' order. */
  readonly types: readonly FlyoutType[];
}

/**
 * The content type asks for 5 results (doc 1 §7, §9); the other types supply
 * their own: products show as many suggestions as the suggestion page size
 *, recipes three titles.
 */
const FLYOUT_PAGE_SIZES: Readonly<Record<SearchType, number>> = {
  products: SEARCH_SUGGESTION_PAGE_SIZE,
  content: CONTENT_SEARCH_PAGE_SIZE,
  recipes: 3,
};

export function flyoutPageSize(type: SearchType): number {
  return FLYOUT_PAGE_SIZES[type];
}

/** The blocks that parse; a broken block is left out rather than breaking the flyout. */
function parseBlocks(blocks: readonly unknown[] | undefined): ContentBlock[] {
  return (blocks ?? []).flatMap((block) => {
    const parsed = contentBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The widths of the flyout's two columns: the configured ratio when it is two widths, else 6/6 (doc 1 §2, §9). */
function columnRatio(ratio: readonly number[] | undefined): readonly [number, number] {
  if (ratio?.length === 2 && ratio.every((width) => width >= 1 && width <= 12)) return [ratio[0]!, ratio[1]!];
  return DEFAULT_SEARCH_COLUMN_RATIO;
}

/**
 * The flyout's columns from the tenant config (doc 1 §2): odd orders go to the
 * first column, even orders to the second. A type this remote cannot search is
 * left out (the config's type is a plain name so an older shell still boots), and
 * a type configured twice counts once, the first time.
 */
export function flyoutLayout(config: SearchFlyoutConfig | undefined): FlyoutLayout {
  const known: FlyoutType[] = flyoutEntries(config).map((entry) => ({
    type: entry.type,
    order: entry.order,
    emptyResultsContent: parseBlocks(entry.emptyResultsContent),
  }));
  const byOrder = (a: FlyoutType, b: FlyoutType) => a.order - b.order;
  const first = known.filter((entry) => entry.order % 2 === 1).sort(byOrder);
  const second = known.filter((entry) => entry.order % 2 === 0).sort(byOrder);
  return { columns: [first, second], columnRatio: columnRatio(config?.columnRatio), types: [...first, ...second] };
}
