// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchType } from '@storefront/shared/search';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import type { AnySearchResults } from '../search-calls/search-calls';
import { createFlyoutController, type FlyoutControllerOptions } from './flyout-controller';

const TYPES: SearchType[] = ['products', 'content', 'recipes'];

interface Pending<T> {
  readonly key: string;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Search calls that answer only when the test says so, in any order. */
function deferredCalls() {
  const searches: Array<Pending<AnySearchResults>> = [];
  const banners: Array<Pending<ContentBlock | null>> = [];
  const options: Pick<FlyoutControllerOptions, 'searchType' | 'searchBanner'> = {
    searchType: (type, term) =>
      new Promise((resolve, reject) => searches.push({ key: `${type}:${term}`, resolve, reject })),
    searchBanner: (term) => new Promise((resolve, reject) => banners.push({ key: term, resolve, reject })),
  };
  const search = (key: string) => {
    const found = searches.find((call) => call.key === key);
    if (!found) throw new Error(`no search call ${key}; calls: ${searches.map((call) => call.key).join(', ')}`);
    return found;
  };
  return { options, searches, banners, search };
}

const found = (total: number, names: string[] = []): AnySearchResults => ({
  total,
  count: names.length,
  offset: 0,
  results: names.map((name) => ({ slug: name, title: name })),
});

const banner: ContentBlock = { id: 'b1', type: 'teaser', headline: 'Käse-Wochen', fields: {}, children: [] };

/** Lets the promise callbacks of answered calls run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the flyout debounces typing by 500 ms (doc 1 §5)', () => {
  it('searches once, 500 ms after the last keystroke, every type and the banner', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: TYPES, ...calls.options });
    controller.type('mil');
    await vi.advanceTimersByTimeAsync(300);
    controller.type('milc');
    await vi.advanceTimersByTimeAsync(300);
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.searches.map((call) => call.key)).toEqual(['products:milch', 'content:milch', 'recipes:milch']);
    expect(calls.banners.map((call) => call.key)).toEqual(['milch']);
  });
});

describe('the term rules (doc 1 §5)', () => {
  it('searches the trimmed term only when it is longer than 2 characters', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('  ei  ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.searches).toHaveLength(0);
    controller.type('  eis ');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.searches.map((call) => call.key)).toEqual(['products:eis']);
  });

  it('does not search again while the trimmed term has not changed', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    controller.type('milch  ');
    await vi.advanceTimersByTimeAsync(500);
    controller.type('milchreis');
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.searches.map((call) => call.key)).toEqual(['products:milch']);
  });

  it('searches the same term again after the input was cleared', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    controller.type('');
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.searches.map((call) => call.key)).toEqual(['products:milch', 'products:milch']);
  });

  it('never searches a term set from outside (the result page), until the shopper types', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.reset('milch');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.searches).toHaveLength(0);
    expect(controller.getState().input).toBe('milch');
  });
});

describe('loading states (doc 1 §4)', () => {
  it('marks each type and the banner loading when a term is typed, loaded when its answer arrives', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: TYPES, ...calls.options });
    controller.type('käse');
    const typed = controller.getState();
    expect(Object.values(typed.types).map((type) => type.status)).toEqual(['loading', 'loading', 'loading']);
    expect(typed.banner.status).toBe('loading');

    await vi.advanceTimersByTimeAsync(500);
    calls.search('content:käse').resolve(found(1, ['kaese-wochen']));
    await settle();
    let state = controller.getState();
    expect(state.types.content).toEqual({ status: 'loaded', results: found(1, ['kaese-wochen']) });
    expect(state.types.products?.status).toBe('loading');
    expect(state.settled).toBe(false);

    calls.search('products:käse').resolve(found(0));
    calls.search('recipes:käse').resolve(found(0));
    calls.banners[0]!.resolve(banner);
    await settle();
    state = controller.getState();
    expect(Object.values(state.types).map((type) => type.status)).toEqual(['loaded', 'loaded', 'loaded']);
    expect(state.banner).toEqual({ status: 'loaded', block: banner });
    expect(state.settled).toBe(true);
  });

  it('marks everything loading again when the input is cleared', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('käse');
    await vi.advanceTimersByTimeAsync(500);
    calls.search('products:käse').resolve(found(2, ['a', 'b']));
    calls.banners[0]!.resolve(null);
    await settle();
    expect(controller.getState().types.products?.status).toBe('loaded');
    controller.type('');
    expect(controller.getState().types.products).toEqual({ status: 'loading', results: found(0) });
    expect(controller.getState().banner.status).toBe('loading');
  });

  it('tells every subscriber about each change', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.type('tee');
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    calls.search('products:tee').resolve(found(0));
    await settle();
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});

describe('stale answers (doc 1 §4: used only if the term still equals the input)', () => {
  it('shows the answers of the current term when an older search answers last', async () => {
    const calls = deferredCalls();
    const onAnswer = vi.fn();
    const controller = createFlyoutController({ types: ['products'], ...calls.options, onAnswer });
    controller.type('mil');
    await vi.advanceTimersByTimeAsync(500);
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);

    // The newer search answers first, the older one after it.
    calls.search('products:milch').resolve(found(2, ['vollmilch', 'h-milch']));
    await settle();
    calls.search('products:mil').resolve(found(5, ['a', 'b', 'c', 'd', 'e']));
    await settle();

    const state = controller.getState();
    expect(state.term).toBe('milch');
    expect(state.types.products).toEqual({ status: 'loaded', results: found(2, ['vollmilch', 'h-milch']) });
    expect(onAnswer.mock.calls.map(([type, term]) => `${type}:${term}`)).toEqual(['products:milch']);
  });

  it('drops an answer whose term the shopper has typed on from, and stays loading for the new term', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    controller.type('milchreis');
    calls.search('products:milch').resolve(found(2, ['vollmilch', 'h-milch']));
    await settle();
    expect(controller.getState().types.products).toEqual({ status: 'loading', results: found(0) });
  });

  it('uses the answer after all when the shopper comes back to its term before it arrives', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    controller.type('milchr');
    await vi.advanceTimersByTimeAsync(200);
    controller.type('milch');
    calls.search('products:milch').resolve(found(1, ['vollmilch']));
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().types.products).toEqual({ status: 'loaded', results: found(1, ['vollmilch']) });
    expect(calls.searches).toHaveLength(1);
  });

  it('drops answers that arrive after the flyout is gone', async () => {
    const calls = deferredCalls();
    const listener = vi.fn();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    controller.subscribe(listener);
    controller.dispose();
    calls.search('products:milch').resolve(found(1, ['vollmilch']));
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('empty and failed searches', () => {
  it('has no results when the sum of the totals is 0, and results when it is above 0', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products', 'recipes'], ...calls.options });
    controller.type('xylofon');
    await vi.advanceTimersByTimeAsync(500);
    calls.search('products:xylofon').resolve(found(0));
    calls.search('recipes:xylofon').resolve(found(0));
    await settle();
    expect(controller.getState().hasResults).toBe(false);

    controller.type('tomate');
    await vi.advanceTimersByTimeAsync(500);
    calls.search('products:tomate').resolve(found(0));
    calls.search('recipes:tomate').resolve(found(1, ['spaghetti']));
    await settle();
    expect(controller.getState().hasResults).toBe(true);
  });

  it('treats a failed search as an empty result and a failed banner as no banner (doc 1 §7, §8)', async () => {
    const calls = deferredCalls();
    const controller = createFlyoutController({ types: ['products'], ...calls.options });
    controller.type('milch');
    await vi.advanceTimersByTimeAsync(500);
    calls.search('products:milch').reject(new Error('503'));
    calls.banners[0]!.reject(new Error('500'));
    await settle();
    const state = controller.getState();
    expect(state.types.products).toEqual({ status: 'loaded', results: { total: 0, count: 0, offset: 0, results: [] } });
    expect(state.banner).toEqual({ status: 'loaded', block: null });
    expect(state.hasResults).toBe(false);
  });
});
