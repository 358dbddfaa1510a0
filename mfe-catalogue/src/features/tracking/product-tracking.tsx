import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { Product } from '@storefront/shared/catalogue';
import type { TrackingService } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { productToTracking } from '@storefront/shared/platform/tracking';

/** Impressions wait this long for more tiles to come into view, then go as one event. */
export const IMPRESSION_BATCH_MS = 1000;
/** At most this many products per impression event. */
export const IMPRESSION_BATCH_SIZE = 20;

interface Impression {
  readonly product: Product;
  readonly position: number;
}

/**
 * Product impressions and clicks of one list (doc 1 §3: sku, name,
 * productId, brand.name, parentCategories, price.regular.value / 100,
 * weightArticle, weightPieceArticle, with the list's name and the position,
 * 1-based). A tile counts once per list when at least half of it was in view;
 * impressions go in batches. The shell's tracking waits for statistic consent
 *, so nothing here reads consent itself.
 */
export interface ListTracking {
  /** Watches a tile; returns the function that stops watching it. */
  observe(element: Element, product: Product, position: number): () => void;
  clicked(product: Product, position: number): void;
}

function productFields(product: Product, position: number, list: string) {
  return { ...productToTracking(product), position, list };
}

export function createListTracking(tracking: TrackingService, list: string): ListTracking & { flush(): void; stop(): void } {
  const seen = new Set<string>();
  let queue: Impression[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, IMPRESSION_BATCH_SIZE);
      queue = queue.slice(IMPRESSION_BATCH_SIZE);
      tracking.track({ event: 'productImpressions', list, products: batch.map(({ product, position }) => productFields(product, position, list)) });
    }
  };
  const seenInView = (product: Product, position: number) => {
    if (seen.has(product.sku)) return;
    seen.add(product.sku);
    queue.push({ product, position });
    if (queue.length >= IMPRESSION_BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, IMPRESSION_BATCH_MS);
  };
  const watched = new Map<Element, Impression>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const impression = watched.get(entry.target);
              if (!entry.isIntersecting || !impression) continue;
              seenInView(impression.product, impression.position);
              observer?.unobserve(entry.target);
              watched.delete(entry.target);
            }
          },
          { threshold: 0.5 },
        );
  return {
    observe(element, product, position) {
      if (!observer) return () => undefined;
      watched.set(element, { product, position });
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        watched.delete(element);
      };
    },
    clicked(product, position) {
      tracking.track({ event: 'productClick', list, product: productFields(product, position, list) });
    },
    flush,
    stop() {
      flush();
      observer?.disconnect();
    },
  };
}

const ListTrackingContext = createContext<ListTracking | null>(null);

/** One tracked list: a category listing, a product group, search results. Sends what is queued when it goes. */
export function ListTrackingProvider({ list, children }: { list: string; children: ReactNode }) {
  const { tracking } = useServices();
  const listTracking = useMemo(() => createListTracking(tracking, list), [tracking, list]);
  useEffect(() => () => listTracking.stop(), [listTracking]);
  return <ListTrackingContext.Provider value={listTracking}>{children}</ListTrackingContext.Provider>;
}

/** Reports the tile's impression once it is in view; returns the click reporter. */
export function useTileTracking(element: RefObject<Element | null>, product: Product, position: number): () => void {
  const listTracking = useContext(ListTrackingContext);
  const latest = useRef({ product, position });
  useLayoutEffect(() => {
    latest.current = { product, position };
  });
  useEffect(() => {
    const target = element.current;
    if (!listTracking || !target) return;
    return listTracking.observe(target, latest.current.product, latest.current.position);
  }, [listTracking, element, product.sku]);
  return () => listTracking?.clicked(latest.current.product, latest.current.position);
}
