import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '@storefront/shared/platform/contracts';
import { product } from '../../testing/catalogue.test-support';
import { createListTracking, IMPRESSION_BATCH_MS, IMPRESSION_BATCH_SIZE } from './product-tracking';

/** An IntersectionObserver the test drives: `show(element)` reports it half in view. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  show(element: Element) {
    if (!this.watched.has(element)) return;
    this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('product impressions and clicks (doc 1 §3 fields)', () => {
  it('reports each tile in view once, in batches, with the tracking fields, list and position', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const tracked: TrackingEvent[] = [];
    const tracking = createListTracking({ track: (event) => tracked.push(event) }, 'category:obst');
    const milk = product({ sku: '100201', name: 'Bio-Vollmilch 1 l', price: { regular: { value: 129 } }, parentCategories: ['Molkerei', 'Milch'] });
    const tile = document.createElement('article');
    tracking.observe(tile, milk, 3);

    FakeObserver.current!.show(tile);
    FakeObserver.current!.show(tile);
    expect(tracked).toEqual([]);
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(tracked).toEqual([
      {
        event: 'productImpressions',
        list: 'category:obst',
        products: [
          {
            sku: '100201',
            name: 'Bio-Vollmilch 1 l',
            productId: '00-100201',
            brand: 'Alpenhof',
            parentCategories: ['Molkerei', 'Milch'],
            price: 1.29,
            weightArticle: false,
            weightPieceArticle: false,
            position: 3,
            list: 'category:obst',
          },
        ],
      },
    ]);

    tracking.clicked(milk, 3);
    expect(tracked[1]).toMatchObject({ event: 'productClick', list: 'category:obst', product: { sku: '100201', price: 1.29, position: 3 } });
  });

  it('sends a full batch at once and what is left when the list goes', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const tracked: TrackingEvent[] = [];
    const tracking = createListTracking({ track: (event) => tracked.push(event) }, 'search');
    const tiles = Array.from({ length: IMPRESSION_BATCH_SIZE + 3 }, (_, index) => {
      const tile = document.createElement('article');
      tracking.observe(tile, product({ sku: String(100 + index), name: `Produkt ${index}` }), index + 1);
      return tile;
    });
    for (const tile of tiles) FakeObserver.current!.show(tile);
    expect(tracked.map((event) => (event['products'] as unknown[]).length)).toEqual([IMPRESSION_BATCH_SIZE]);
    tracking.stop();
    expect(tracked.map((event) => (event['products'] as unknown[]).length)).toEqual([IMPRESSION_BATCH_SIZE, 3]);
  });
});
