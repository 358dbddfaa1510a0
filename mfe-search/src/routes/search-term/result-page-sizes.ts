import type { SearchType } from '@storefront/shared/search';

/** Results per page of each tab: a grid of product tiles, shorter lists of pages and recipes. */
export const RESULT_PAGE_SIZES: Readonly<Record<SearchType, number>> = { products: 24, content: 10, recipes: 12 };
