import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, PRODUCT_TAGS, type ProductListing, type ProductSort, type ProductTag } from '@storefront/shared/catalogue';

/** Products per page of a listing: four rows of six on a wide screen, twelve rows of two on a phone. */
export const LISTING_PAGE_SIZE = 24;

/** A listing as its URL says it (the URL is its only truth: a link, a reload or the back button shows the same). */
export interface ListingState extends ProductListing {
  /** 1-based. */
  readonly page: number;
}

/*
 * The page's query keys: sort, brand (repeated), minPrice and maxPrice (in
 * whole euros, as the shopper types them), tag (repeated), available=1, page.
 */
const euros = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value) * 100;
};

/** Reads the listing from the URL; anything unknown or malformed is left at its default, never an error. */
export function listingFromQuery(query: URLSearchParams): ListingState {
  const sort = query.get('sort');
  const page = Number(query.get('page'));
  const minPrice = euros(query.get('minPrice'));
  const maxPrice = euros(query.get('maxPrice'));
  return {
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : DEFAULT_PRODUCT_SORT,
    brands: [...new Set(query.getAll('brand').filter((brand) => brand.length > 0 && brand.length <= 100))],
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    tags: [...new Set(query.getAll('tag').filter((tag): tag is ProductTag => PRODUCT_TAGS.includes(tag as ProductTag)))],
    availableOnly: query.get('available') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of a listing; defaults are left out, so the plain category URL is the default listing. */
export function listingToQuery(listing: ListingState): URLSearchParams {
  const query = new URLSearchParams();
  if (listing.sort !== DEFAULT_PRODUCT_SORT) query.set('sort', listing.sort);
  for (const brand of listing.brands) query.append('brand', brand);
  if (listing.minPrice !== undefined) query.set('minPrice', String(Math.floor(listing.minPrice / 100)));
  if (listing.maxPrice !== undefined) query.set('maxPrice', String(Math.ceil(listing.maxPrice / 100)));
  for (const tag of listing.tags) query.append('tag', tag);
  if (listing.availableOnly) query.set('available', '1');
  if (listing.page > 1) query.set('page', String(listing.page));
  return query;
}

/** Whether any filter narrows the listing (the sort and the page do not). */
export function hasFilters(listing: ProductListing): boolean {
  return listing.brands.length > 0 || listing.minPrice !== undefined || listing.maxPrice !== undefined || listing.tags.length > 0 || listing.availableOnly;
}

/** The same listing with no filters, sorted as it was, on its first page. */
export function withoutFilters(listing: ListingState): ListingState {
  return { sort: listing.sort, brands: [], tags: [], availableOnly: false, page: 1 };
}

/** The call's query of a listing: its page as offset, and only what differs from the defaults. */
export function listingQuery(listing: ListingState) {
  return {
    pageSize: LISTING_PAGE_SIZE,
    offset: (listing.page - 1) * LISTING_PAGE_SIZE,
    ...(listing.sort !== 'recommended' ? { sort: listing.sort } : {}),
    ...(listing.brands.length > 0 ? { brand: [...listing.brands] } : {}),
    ...(listing.minPrice !== undefined ? { minPrice: listing.minPrice } : {}),
    ...(listing.maxPrice !== undefined ? { maxPrice: listing.maxPrice } : {}),
    ...(listing.tags.length > 0 ? { tag: [...listing.tags] } : {}),
    ...(listing.availableOnly ? { available: true } : {}),
  };
}
