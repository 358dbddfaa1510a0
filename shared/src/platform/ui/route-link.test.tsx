// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontServices } from '../contracts/services';
import { renderWithServices } from '../testing/render-parcel.test-support';
import { createTestServices } from '../testing/test-services.test-support';
import { RouteLink } from './route-link';

/** An IntersectionObserver the test drives: `show(element)` makes it visible. */
class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static report(element: Element, isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function renderLink(services: StorefrontServices, link: ReactNode) {
  return renderWithServices(link, { services });
}

describe('RouteLink', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links to the path of the route and prefetches its code once, when it becomes visible', () => {
    const { services, prefetches } = createTestServices();
    const { rerender } = renderLink(services, <RouteLink to={{ name: 'search-term', params: { term: 'tee' } }}>Tee</RouteLink>);
    const link = screen.getByRole('link', { name: 'Tee' });
    expect(link).toHaveAttribute('href', '/search-term/tee');
    expect(prefetches).toEqual([]);

    act(() => FakeIntersectionObserver.report(link, false));
    expect(prefetches).toEqual([]);

    act(() => FakeIntersectionObserver.report(link, true));
    expect(prefetches).toEqual(['search-term']);

    // Scrolled out and in again, and re-rendered with an equal target: no second prefetch.
    act(() => FakeIntersectionObserver.report(link, true));
    rerender(<RouteLink to={{ name: 'search-term', params: { term: 'tee' } }}>Tee</RouteLink>);
    act(() => FakeIntersectionObserver.report(link, true));
    expect(prefetches).toEqual(['search-term']);
  });

  it('prefetches the route it links to now when its target changed', () => {
    const { services } = createTestServices();
    const prefetch = vi.spyOn(services.navigation, 'prefetch');
    const { rerender } = renderLink(services, <RouteLink to={{ name: 'search-term', params: { term: 'tee' } }}>Suche</RouteLink>);
    rerender(<RouteLink to={{ name: 'search-term', params: { term: 'kaffee' } }}>Suche</RouteLink>);
    act(() => FakeIntersectionObserver.report(screen.getByRole('link', { name: 'Suche' }), true));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ name: 'search-term', params: { term: 'kaffee' } });
  });

  it('does not prefetch with prefetch={false}', () => {
    const { services, prefetches } = createTestServices();
    renderLink(services, <RouteLink to={{ name: 'cart' }} prefetch={false}>Warenkorb</RouteLink>);
    act(() => FakeIntersectionObserver.report(screen.getByRole('link', { name: 'Warenkorb' }), true));
    expect(prefetches).toEqual([]);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('still links, without prefetching, where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { services, prefetches, navigations } = createTestServices();
    renderLink(services, <RouteLink to={{ name: 'cart' }}>Warenkorb</RouteLink>);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Warenkorb' }));
    expect(navigations).toEqual(['/cart']);
    expect(prefetches).toEqual([]);
  });

  it('stops observing when it unmounts', () => {
    const { services, prefetches } = createTestServices();
    const { unmount } = renderLink(services, <RouteLink to={{ name: 'cart' }}>Warenkorb</RouteLink>);
    const link = screen.getByRole('link', { name: 'Warenkorb' });
    unmount();
    FakeIntersectionObserver.report(link, true);
    expect(prefetches).toEqual([]);
  });

  it('navigates through the shell on a plain click, without a page load', async () => {
    const { services, navigations } = createTestServices();
    const browserDefault = recordBrowserDefault();
    renderLink(services, <RouteLink to={{ name: 'products-slug', params: { slug: 'obst' } }}>Obst</RouteLink>);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Obst' }));
    expect(navigations).toEqual(['/products-slug/obst']);
    expect(browserDefault.prevented).toEqual([true]);
    browserDefault.stop();
  });

  it('leaves ctrl-, meta- and shift-clicks (new tab, new window) to the browser', async () => {
    const { services, navigations } = createTestServices();
    const browserDefault = recordBrowserDefault();
    renderLink(services, <RouteLink to={{ name: 'cart' }}>Warenkorb</RouteLink>);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Warenkorb' });
    for (const modifier of ['Control', 'Meta', 'Shift']) {
      await user.keyboard(`{${modifier}>}`);
      await user.click(link);
      await user.keyboard(`{/${modifier}}`);
    }
    expect(navigations).toEqual([]);
    expect(browserDefault.prevented).toEqual([false, false, false]);
    browserDefault.stop();
  });

  it('leaves a link that opens in a new tab to the browser, and runs its own onClick first', async () => {
    const { services, navigations } = createTestServices();
    const onClick = vi.fn();
    renderLink(
      services,
      <RouteLink to={{ name: 'cart' }} target="_blank" onClick={onClick}>
        Warenkorb
      </RouteLink>,
    );
    const browserDefault = recordBrowserDefault();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Warenkorb' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
    browserDefault.stop();
  });

  it('does not navigate when its onClick prevented the default', async () => {
    const { services, navigations } = createTestServices();
    renderLink(
      services,
      <RouteLink to={{ name: 'cart' }} onClick={(event) => event.preventDefault()}>
        Warenkorb
      </RouteLink>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Warenkorb' }));
    expect(navigations).toEqual([]);
  });

  it('replaces the history entry when asked to', async () => {
    const { services } = createTestServices();
    const navigate = vi.spyOn(services.navigation, 'navigate');
    renderLink(services, <RouteLink to={{ name: 'login' }} replace>Anmelden</RouteLink>);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Anmelden' }));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('shows only the text when the route is switched off for this tenant', () => {
    const { services, prefetches } = createTestServices();
    const withoutRecipes: StorefrontServices = {
      ...services,
      navigation: { ...services.navigation, href: (target) => (target.name === 'recipes' ? null : services.navigation.href(target)) },
    };
    renderLink(withoutRecipes, <RouteLink to={{ name: 'recipes' }}>Rezepte</RouteLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Rezepte')).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(prefetches).toEqual([]);
  });
});

/**
 * Records, after React handled a click, whether the browser's own navigation
 * was prevented, then prevents it (jsdom cannot load another page).
 */
function recordBrowserDefault() {
  const prevented: boolean[] = [];
  const listener = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { prevented, stop: () => document.removeEventListener('click', listener) };
}
