import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_SORTS, type ProductFacets, type ProductSort, type ProductTag } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { hasFilters, withoutFilters, type ListingState } from './listing-url';
import * as styles from './listing.module.css';

export interface ListingControlsProps {
  readonly listing: ListingState;
  /** The category's choices; undefined until the first answer. */
  readonly facets: ProductFacets | undefined;
  readonly total: number | undefined;
  /** Shows the listing in this state (a new URL). */
  readonly onChange: (next: ListingState) => void;
}

const toggled = <T,>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]);

/**
 * Sorting and the filters of a listing (brand, price range, bio and regional
 * where the category's products carry them, orderable only). Every change is
 * a new URL on page 1. Below 960 px the filters fold behind a button.
 */
export function ListingControls({ listing: fromUrl, facets, total, onChange }: ListingControlsProps) {
  const { t } = useServices().i18n;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A control shows the shopper's choice at once; the URL's listing takes over when the page has it.
  const [listing, setListing] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setListing(fromUrl);
  }
  const show = (next: ListingState) => {
    setListing(next);
    onChange(next);
  };
  const change = (next: Partial<ListingState>) => show({ ...listing, ...next, page: 1 });
  const filterCount = listing.brands.length + listing.tags.length + (listing.availableOnly ? 1 : 0) + (listing.minPrice !== undefined || listing.maxPrice !== undefined ? 1 : 0);

  return (
    <div className={styles.controls}>
      <div className={styles.toolbar}>
        <p className={styles.total} role="status">
          {total === undefined ? '' : t('catalogue.listing.total', { count: total })}
        </p>
        <label className={styles.sort}>
          <span>{t('catalogue.sort.label')}</span>
          <select value={listing.sort} onChange={(event) => change({ sort: event.target.value as ProductSort })}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" className={styles.filterToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {filterCount > 0 ? t('catalogue.filter.toggleActive', { count: filterCount }) : t('catalogue.filter.toggle')}
        </Button>
      </div>
      <section id={panelId} className={styles.filters} data-open={open} aria-label={t('catalogue.filter.label')}>
        {facets && facets.brands.length > 1 && (
          <fieldset className={styles.group}>
            <legend>{t('catalogue.filter.brand')}</legend>
            {facets.brands.map((brand) => (
              <label key={brand.name} className={styles.check}>
                <input
                  type="checkbox"
                  checked={listing.brands.includes(brand.name)}
                  onChange={() => change({ brands: toggled(listing.brands, brand.name) })}
                />
                <span>
                  {brand.name} <span className={styles.count}>({brand.count})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {facets?.priceRange && (
          // Keyed by the URL's bounds: a reset or the back button starts the inputs afresh from the URL.
          <PriceFilter key={`${listing.minPrice}-${listing.maxPrice}`} listing={listing} onApply={(minPrice, maxPrice) => show({ ...listing, minPrice, maxPrice, page: 1 })} />
        )}
        {facets && facets.tags.length > 0 && (
          <fieldset className={styles.group}>
            <legend>{t('catalogue.filter.tags')}</legend>
            {facets.tags.map(({ tag, count }) => (
              <label key={tag} className={styles.check}>
                <input type="checkbox" checked={listing.tags.includes(tag)} onChange={() => change({ tags: toggled<ProductTag>(listing.tags, tag) })} />
                <span>
                  {t(`catalogue.tag.${tag}`)} <span className={styles.count}>({count})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className={styles.group}>
          <legend>{t('catalogue.filter.availability')}</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={listing.availableOnly} onChange={() => change({ availableOnly: !listing.availableOnly })} />
            <span>{t('catalogue.filter.availableOnly')}</span>
          </label>
        </fieldset>
        {hasFilters(listing) && (
          <Button variant="link" onClick={() => show(withoutFilters(listing))}>
            {t('catalogue.filter.reset')}
          </Button>
        )}
      </section>
    </div>
  );
}

/** Euros from a typed text ("2", "2,50"), in cents; empty is no bound; anything else is refused. */
function centsOf(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(trimmed)) return 'invalid';
  return Math.round(Number(trimmed.replace(',', '.')) * 100);
}

function PriceFilter({ listing, onApply }: { listing: ListingState; onApply: (min: number | undefined, max: number | undefined) => void }) {
  const { t } = useServices().i18n;
  const asText = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
  const [min, setMin] = useState(asText(listing.minPrice));
  const [max, setMax] = useState(asText(listing.maxPrice));
  const [error, setError] = useState(false);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = centsOf(min);
    const to = centsOf(max);
    if (from === 'invalid' || to === 'invalid' || (from !== undefined && to !== undefined && from > to)) {
      setError(true);
      return;
    }
    setError(false);
    // The URL holds whole euros: the lower bound rounds down, the upper up, so nothing typed is cut off.
    onApply(from === undefined ? undefined : Math.floor(from / 100) * 100, to === undefined ? undefined : Math.ceil(to / 100) * 100);
  };

  return (
    <form className={styles.group} onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('catalogue.filter.price')}</legend>
        <div className={styles.priceRow}>
          <label>
            <span>{t('catalogue.filter.priceFrom')}</span>
            <input inputMode="decimal" value={min} onChange={(event) => setMin(event.target.value)} aria-invalid={error || undefined} aria-describedby={error ? errorId : undefined} />
          </label>
          <label>
            <span>{t('catalogue.filter.priceTo')}</span>
            <input inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} aria-invalid={error || undefined} aria-describedby={error ? errorId : undefined} />
          </label>
          <Button type="submit" variant="secondary">
            {t('catalogue.filter.apply')}
          </Button>
        </div>
        {error && (
          <p id={errorId} className={styles.error}>
            {t('catalogue.filter.priceInvalid')}
          </p>
        )}
      </fieldset>
    </form>
  );
}
