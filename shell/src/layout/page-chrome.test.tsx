import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_FLYOUT_TAKES_HANDOVER, type RemoteDefinition, type StorefrontServices } from '@storefront/shared/platform/contracts';
import { shellMessages } from '@storefront/shared/platform/messages';
import { TEST_TENANT, createTestServices } from '@storefront/shared/platform/testing';
import { pendingRegistry as registry } from '../remotes/pending-registry.test-support';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { componentConfigsAtom } from './component-configs';
import { FooterContent, MainNavigation } from './page-chrome';

function footer(links: Array<{ label: string; href: string }>, features: Record<string, boolean> = TEST_TENANT.clientRuntimeConfig.features) {
  const store = createStore();
  store.set(componentConfigsAtom, { footer: { linkGroups: [{ title: 'Service', links }] } });
  const tenant = { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features } };
  const { services } = createTestServices({ tenant, messages: shellMessages });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <FooterContent services={services} registry={registry} />
      </MemoryRouter>
    </Provider>,
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the footer’s links', () => {
  it('lead to the external shop’s host for its paths, unless a page of this shop has the path', () => {
    footer([
      { label: 'Produkt im Shop', href: '/produkte/p-100201' },
      { label: 'Kategorie im Shop', href: '/kategorie/obst' },
      { label: 'Suche hier', href: '/suche/milch' },
      { label: 'Sitemap', href: '/sitemap' },
    ]);
    expect(screen.getByRole('navigation', { name: 'Service und Informationen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service' })).toBeInTheDocument();
    expect(href('Produkt im Shop')).toBe('https://shop.example.test/produkte/p-100201');
    expect(href('Kategorie im Shop')).toBe('https://shop.example.test/kategorie/obst');
    // This tenant's search route is /suche/:term: the page is here.
    expect(href('Suche hier')).toBe('/suche/milch');
    expect(href('Sitemap')).toBe('/sitemap');
  });

  it('stay in the storefront where the tenant has no shop-forward (doc 1 §1)', () => {
    footer(
      [
        { label: 'Produkt im Shop', href: '/produkte/p-100201' },
        { label: 'Kategorie im Shop', href: '/kategorie/obst' },
      ],
      { ...TEST_TENANT.clientRuntimeConfig.features, featureShopForward: false },
    );
    expect(href('Produkt im Shop')).toBe('/produkte/p-100201');
    expect(href('Kategorie im Shop')).toBe('/kategorie/obst');
  });

  it('keep links to other sites and refuse dangerous protocols', () => {
    footer([
      { label: 'Verband', href: 'https://verband.example/mitglieder' },
      { label: 'Böse', href: 'javascript:alert(1)' },
    ]);
    expect(href('Verband')).toBe('https://verband.example/mitglieder');
    expect(screen.queryByRole('link', { name: 'Böse' })).not.toBeInTheDocument();
  });
});

describe('the footer’s links that only look like paths', () => {
  // A browser follows `/\\host` to another site; a router may decode `%5C` or `%2F%2F` into one.
  it.each(['/\\evil.example/agb', '/%5Cevil.example', '/%2F%2Fevil.example', '/\t/evil.example'])('%j is no link, and nothing leads off the shop', (hostile) => {
    footer([
      { label: 'Sitemap', href: '/sitemap' },
      { label: 'AGB', href: hostile },
    ]);
    expect(href('Sitemap')).toBe('/sitemap');
    expect(screen.queryByRole('link', { name: 'AGB' })).not.toBeInTheDocument();
  });
});

describe('the header’s navigation', () => {
  it('opens its menu with the button and closes it with Escape, focus back on the button', () => {
    const { services } = createTestServices({ messages: shellMessages });
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <MainNavigation services={services} registry={registry} />
        </MemoryRouter>
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByRole('navigation', { name: 'Hauptnavigation' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('the footer’s cookie settings button', () => {
  function footerWith(consentToolId: string | undefined, openSettings: (() => void) | undefined) {
    const tenant = { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, ...(consentToolId ? { consentToolId } : {}) } };
    const test = createTestServices({ tenant, messages: shellMessages });
    const services: StorefrontServices = { ...test.services, consent: { ...test.services.consent, ...(openSettings ? { openSettings } : {}) } };
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <FooterContent services={services} registry={registry} />
        </MemoryRouter>
      </Provider>,
    );
  }

  it('reopens the consent tool’s settings where the tenant has one', () => {
    const openSettings = vi.fn();
    footerWith('storefront-consent-banner', openSettings);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
  });

  it('is not there without a consent tool', () => {
    footerWith(undefined, vi.fn());
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen' })).not.toBeInTheDocument();
  });

  it('is not there when the consent service offers no settings', () => {
    footerWith('storefront-consent-banner', undefined);
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen' })).not.toBeInTheDocument();
  });
});

describe('the header’s search', () => {
  const messages = shellMessages;
  /**
   * A search remote whose flyout is a parcel writing a combobox, loaded when the test says so; it takes the
   * plain form's handover unless it is an earlier release's.
   */
  function searchRemote({ takesHandover = true } = {}) {
    let answer: (definition: RemoteDefinition) => void = () => undefined;
    const loaded = new Promise<RemoteDefinition>((resolve) => (answer = resolve));
    const flyout = async () => ({
      bootstrap: async () => undefined,
      mount: async (props: { domElement: HTMLElement; props?: unknown }) => {
        // It shows what it was handed: the term as its value, the rest as the field's data.
        const handover = (props.props ?? {}) as { term?: string; focused?: boolean; caret?: number };
        const input = document.createElement('input');
        input.setAttribute('role', 'combobox');
        input.setAttribute('aria-label', 'Suchbegriff (Vorschläge)');
        input.value = handover.term ?? '';
        input.dataset.handover = JSON.stringify(handover);
        props.domElement.replaceChildren(input);
      },
      unmount: async (props: { domElement: HTMLElement }) => {
        props.domElement.replaceChildren();
      },
      ...(takesHandover ? { [SEARCH_FLYOUT_TAKES_HANDOVER]: true } : {}),
    });
    const remote: RemoteRegistry = { load: () => loaded, entry: () => undefined, retry: () => undefined, budget: 10_000 };
    // The parcel's lifecycles read only the element single-spa adds to the props.
    return { remote, arrive: () => answer({ name: 'search', contractVersion: 1, routes: {}, fragments: { 'search-flyout': flyout } } as unknown as RemoteDefinition) };
  }
  function header(remote: RemoteRegistry) {
    const { services } = createTestServices({ messages });
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <MainNavigation services={services} registry={remote} />
          {/* The route is shown: the flyout may come. */}
          <main className="sf-route">
            <p>Inhalt</p>
          </main>
        </MemoryRouter>
      </Provider>,
    );
  }

  afterEach(() => vi.unstubAllGlobals());

  /** Types into the focused plain form, lets the flyout's code arrive, and finds the plain form still there, with the term. */
  async function typeWhileTheFlyoutArrives({ remote, arrive }: ReturnType<typeof searchRemote>, term: string): Promise<HTMLElement> {
    header(remote);
    const plain = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    act(() => plain.focus());
    // Typing is input events, as a browser sends them.
    fireEvent.input(plain, { target: { value: term } });
    arrive();
    // Time enough for the route check, the idle moment and the load: the form stays, with what was typed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(term);
    expect(screen.queryByRole('combobox', { name: 'Suchbegriff (Vorschläge)' })).not.toBeInTheDocument();
    return plain;
  }

  it('is the plain form first, and the flyout once the route is shown and its code is here', async () => {
    const { remote, arrive } = searchRemote();
    header(remote);
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('combobox', { name: 'Suchbegriff (Vorschläge)' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Suchbegriff' })).not.toBeInTheDocument();
  });

  it('hands what the shopper typed into the plain form over to the flyout: the term, the focus, the caret', async () => {
    const { remote, arrive } = searchRemote();
    header(remote);
    const plain = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    plain.focus();
    fireEvent.change(plain, { target: { value: 'Käse' } });
    (plain as HTMLInputElement).setSelectionRange(2, 2);
    arrive();
    const flyout = await screen.findByRole('combobox', { name: 'Suchbegriff (Vorschläge)' }, { timeout: 5_000 });
    expect(flyout).toHaveValue('Käse');
    expect(JSON.parse(flyout.dataset.handover ?? '{}')).toEqual({ term: 'Käse', focused: true, caret: 2 });
    expect(screen.queryByRole('searchbox', { name: 'Suchbegriff' })).not.toBeInTheDocument();
  });

  it('on a touch screen keeps the plain form while it has the focus (the keyboard stays), then hands the term over', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList);
    const plain = await typeWhileTheFlyoutArrives(searchRemote(), 'Milch');
    act(() => plain.blur());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Suchbegriff (Vorschläge)' })).toHaveValue('Milch'), { timeout: 5_000 });
    expect(JSON.parse(screen.getByRole('combobox').dataset.handover ?? '{}')).toEqual({ term: 'Milch', focused: false, caret: 5 });
  });

  it('keeps a plain form in use beside a flyout of an earlier release (no handover) until the shopper leaves it empty', async () => {
    const plain = await typeWhileTheFlyoutArrives(searchRemote({ takesHandover: false }), 'Kä');
    act(() => plain.blur());
    // Left, but not empty: still the plain form.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Kä');
    fireEvent.input(plain, { target: { value: '' } });
    const flyout = await screen.findByRole('combobox', { name: 'Suchbegriff (Vorschläge)' }, { timeout: 5_000 });
    expect(JSON.parse(flyout.dataset.handover ?? '{}')).toEqual({});
  });

  it('hands nothing over from a plain form nobody used', async () => {
    const { remote, arrive } = searchRemote();
    header(remote);
    arrive();
    const flyout = await screen.findByRole('combobox', { name: 'Suchbegriff (Vorschläge)' }, { timeout: 5_000 });
    expect(JSON.parse(flyout.dataset.handover ?? '{}')).toEqual({});
  });

  it('stays the plain form when the search remote cannot load', async () => {
    const down: RemoteRegistry = { load: () => Promise.reject(new Error('refused')), entry: () => undefined, retry: () => undefined, budget: 10_000 };
    header(down);
    // The loader tries twice, a short pause between.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
