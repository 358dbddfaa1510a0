// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParcelConfig } from 'single-spa';
import type { MountProps } from '../contracts/mount-props';
import { createTestServices } from '../testing/test-services.test-support';
import { DeadlineError, SLOT_FALLBACK_MEASURE, mountParcelWithFallback, textFallback, type FallbackRenderer } from './mount-parcel';

function recordingParcel(log: string[]): ParcelConfig<MountProps> {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const el = (props as unknown as { domElement: HTMLElement }).domElement;
      el.textContent = `mounted ${props.route?.params['term'] ?? ''}`;
      log.push('mount');
    },
    update: async (props) => {
      const el = (props as unknown as { domElement: HTMLElement }).domElement;
      el.textContent = `mounted ${props.route?.params['term'] ?? ''}`;
      log.push('update');
    },
    unmount: async () => {
      log.push('unmount');
    },
  };
}

const route = (term: string) => ({ name: 'search-term' as const, params: { term }, query: new URLSearchParams() });

describe('mountParcelWithFallback', () => {
  it('mounts the parcel, updates its route in place and unmounts it', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    const handle = mountParcelWithFallback(async () => recordingParcel(log), host, { services, route: route('tee') }, textFallback('down'));
    await vi.waitFor(() => expect(host.textContent).toBe('mounted tee'));
    await handle.updateRoute(route('kaffee'));
    expect(host.textContent).toBe('mounted kaffee');
    await handle.unmount();
    expect(log).toEqual(['mount', 'update', 'unmount']);
  });

  it('shows the fallback when the loader fails, and never throws', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const handle = mountParcelWithFallback(() => Promise.reject(new Error('remote down')), host, { services }, textFallback('Nicht verfügbar'));
    await vi.waitFor(() => expect(host.textContent).toBe('Nicht verfügbar'));
    expect(host.querySelector('[role="status"]')).not.toBeNull();
    await expect(handle.update({})).resolves.toBeUndefined();
    await expect(handle.unmount()).resolves.toBeUndefined();
  });

  it('shows the fallback when the parcel fails to mount', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const broken: ParcelConfig<MountProps> = {
      bootstrap: async () => undefined,
      mount: () => Promise.reject(new Error('render failed')),
      unmount: async () => undefined,
    };
    mountParcelWithFallback(async () => broken, host, { services }, textFallback('Nicht verfügbar'));
    await vi.waitFor(() => expect(host.textContent).toBe('Nicht verfügbar'));
  });

  it('does not mount a parcel whose slot was left before it loaded', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    let release: (config: ParcelConfig<MountProps>) => void = () => undefined;
    const handle = mountParcelWithFallback(() => new Promise((resolve) => (release = resolve)), host, { services }, textFallback('x'));
    const unmounted = handle.unmount();
    release(recordingParcel(log));
    await unmounted;
    expect(log).toEqual([]);
  });
});

describe('mountParcelWithFallback with a deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A loader the test answers by hand, whenever it likes (or never). */
  function manualLoader() {
    let answer: (config: ParcelConfig<MountProps>) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const loader = () =>
      new Promise<ParcelConfig<MountProps>>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      });
    return { loader, answer: (config: ParcelConfig<MountProps>) => answer(config), fail: (error: unknown) => fail(error) };
  }

  /** A fallback that records its calls and says whether a late arrival may replace it. */
  function recordingFallback(replaceable: boolean) {
    const errors: unknown[] = [];
    const render: FallbackRenderer = (element, error) => {
      errors.push(error);
      textFallback('Nicht verfügbar')(element, error);
      return replaceable;
    };
    return { render, errors };
  }

  it('shows the fallback when the loader has not answered by the deadline, and not a moment before', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const { loader } = manualLoader();
    const fallback = recordingFallback(true);
    const handle = mountParcelWithFallback(loader, host, { services }, fallback.render, 4000);
    const outcome = vi.fn();
    void handle.ready.then(outcome);

    await vi.advanceTimersByTimeAsync(3999);
    expect(host.textContent).toBe('');
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(host.textContent).toBe('Nicht verfügbar');
    expect(fallback.errors).toEqual([expect.any(DeadlineError)]);
    expect(outcome).toHaveBeenCalledWith('fallback');
  });

  it('leaves a measure of how long the slot waited for its fallback, named by the slot', async () => {
    // The fake clock's performance keeps no entries: the call itself is checked, against the fake clock.
    const measure = vi.spyOn(performance, 'measure');
    const { services } = createTestServices();
    const host = document.createElement('div');
    host.dataset.slot = 'fragment:mini-cart';
    const fallback = recordingFallback(false);
    mountParcelWithFallback(manualLoader().loader, host, { services }, fallback.render, 4000);
    await vi.advanceTimersByTimeAsync(3999);
    expect(measure).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(measure).toHaveBeenCalledTimes(1);
    const [name, options] = measure.mock.calls[0] as [string, PerformanceMeasureOptions];
    expect(name).toBe(SLOT_FALLBACK_MEASURE);
    expect(options.detail).toBe('fragment:mini-cart');
    expect(performance.now() - Number(options.start)).toBe(4000);
    measure.mockRestore();
  });

  it('mounts a parcel that arrives in time, and never shows the fallback afterwards', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    const { loader, answer } = manualLoader();
    const fallback = recordingFallback(true);
    const handle = mountParcelWithFallback(loader, host, { services, route: route('tee') }, fallback.render, 4000);
    await vi.advanceTimersByTimeAsync(3000);
    answer(recordingParcel(log));
    expect(await handle.ready).toBe('mounted');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(host.textContent).toBe('mounted tee');
    expect(fallback.errors).toEqual([]);
  });

  it('replaces a replaceable fallback with a parcel that arrives after the deadline: never both', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    const { loader, answer } = manualLoader();
    const handle = mountParcelWithFallback(loader, host, { services, route: route('tee') }, recordingFallback(true).render, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    expect(host.textContent).toBe('Nicht verfügbar');
    // The route changed while the fallback showed: the late parcel mounts with the latest one.
    await handle.updateRoute(route('kaffee'));

    answer(recordingParcel(log));
    await vi.waitFor(() => expect(log).toEqual(['mount']));
    expect(host.textContent).toBe('mounted kaffee');
    expect(host.querySelector('.sf-slot-fallback')).toBeNull();
    expect(host.children).toHaveLength(1);
  });

  it('ignores a parcel that arrives after the deadline when the fallback is a stand-in that stays', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    const { loader, answer } = manualLoader();
    const handle = mountParcelWithFallback(loader, host, { services }, recordingFallback(false).render, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    answer(recordingParcel(log));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual([]);
    expect(host.textContent).toBe('Nicht verfügbar');
    await handle.unmount();
    expect(log).toEqual([]);
  });

  it('shows the fallback once when the loader fails after the deadline', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const { loader, fail } = manualLoader();
    const fallback = recordingFallback(true);
    mountParcelWithFallback(loader, host, { services }, fallback.render, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    fail(new Error('remote down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fallback.errors).toEqual([expect.any(DeadlineError)]);
  });

  it('shows the fallback at once for a failure before the deadline, and not again when the deadline passes', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const { loader, fail } = manualLoader();
    const fallback = recordingFallback(true);
    const handle = mountParcelWithFallback(loader, host, { services }, fallback.render, 4000);
    await vi.advanceTimersByTimeAsync(500);
    fail(new Error('refused'));
    expect(await handle.ready).toBe('fallback');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fallback.errors).toEqual([new Error('refused')]);
  });

  it('mounts nothing when the slot was left, whether the parcel comes before or after the deadline', async () => {
    const { services } = createTestServices();
    const log: string[] = [];
    for (const arrival of [1000, 5000]) {
      const host = document.createElement('div');
      const { loader, answer } = manualLoader();
      const fallback = recordingFallback(true);
      const handle = mountParcelWithFallback(loader, host, { services }, fallback.render, 4000);
      await vi.advanceTimersByTimeAsync(500);
      const left = handle.unmount();
      await vi.advanceTimersByTimeAsync(arrival - 500);
      answer(recordingParcel(log));
      await left;
      expect(fallback.errors).toEqual([]);
    }
    expect(log).toEqual([]);
  });

  it('unmounts a parcel that arrived after the deadline when the slot is left', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    const { loader, answer } = manualLoader();
    const handle = mountParcelWithFallback(loader, host, { services }, recordingFallback(true).render, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    answer(recordingParcel(log));
    await vi.waitFor(() => expect(log).toEqual(['mount']));
    await handle.unmount();
    expect(log).toEqual(['mount', 'unmount']);
  });
});
