import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as z from 'zod/mini';
import { useAtomValue } from 'jotai';
import { SEARCH_FLYOUT_TAKES_HANDOVER, type SearchFlyoutHandover, type StorefrontServices } from '@storefront/shared/platform/contracts';
import type { ComponentConfig } from '@storefront/shared/platform/schemas';
import { shopPathOf } from '@storefront/shared/platform/validation';
import { parcelLoader, RemoteSlot, type SlotTarget } from '../remotes/remote-slot';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { afterRouteShown } from '../remotes/route-prefetch';
import { isSafeUrl } from '../routing/paths';
import { componentConfigsAtom } from './component-configs';
import HeaderSearch from './header-search';
import { ShellLink, routeNameOfPath } from './shell-link';

/** The header's fragments (doc 1 §2); constants, so each slot keeps its parcel. */
const SEARCH_FLYOUT = { kind: 'fragment', name: 'search-flyout' } as const;
const ACCOUNT_MENU = { kind: 'fragment', name: 'account-menu' } as const;
const MINI_CART = { kind: 'fragment', name: 'mini-cart' } as const;
const CATEGORY_MENU = { kind: 'fragment', name: 'category-menu' } as const;

/**
 * The parts of the page frame that come from the component configs:
 * the top-bar banner, the header's links and the footer. A lazy chunk: the
 * configs arrive after the first render anyway. Content blocks are placed with
 * the content remote's `content-blocks` fragment; link lists are plain links.
 * A config this shell cannot read shows nothing and is reported once.
 */

const linkSchema = z.object({ label: z.string().check(z.minLength(1)), href: z.string().check(z.minLength(1)) });
type ConfigLink = z.infer<typeof linkSchema>;
const configSchema = z.object({
  // The content-blocks fragment checks each block with the block schema: the shell only passes them on.
  blocks: z.optional(z.array(z.unknown())),
  links: z.optional(z.array(linkSchema)),
  linkGroups: z.optional(z.array(z.object({ title: z.string().check(z.minLength(1)), links: z.array(linkSchema) }))),
});
type FrameConfig = z.infer<typeof configSchema>;

function useFrameConfig(name: 'topbarbanner' | 'header' | 'footer'): FrameConfig {
  const config: ComponentConfig | undefined = useAtomValue(componentConfigsAtom)[name];
  return useMemo(() => {
    if (config === undefined) return {};
    const parsed = z.safeParse(configSchema, config);
    if (parsed.success) return parsed.data;
    console.warn(`The component config ${name} cannot be read: ${z.prettifyError(parsed.error)}`);
    return {};
  }, [config, name]);
}

/**
 * Paths of the external shop: they go to its host for this
 * environment, unless a page of this shop has the path (a tenant whose slug for
 * a route is `produkte`, say), as the search remote's result links do. Only
 * with the tenant's featureShopForward: without it no link leaves the storefront.
 */
const EXTERNAL_SHOP_PATH = /^\/(produkte|suche|kategorie)\//;

/** A link of a config: in-shop paths through the router, the external shop and other sites as plain links. */
function ConfigLinkView({ link, services }: { link: ConfigLink; services: StorefrontServices }) {
  const { externalShopHost } = services.config.tenant.clientRuntimeConfig;
  if (link.href.startsWith('/')) {
    // A path that a browser or the router would read as another site (`/\host`, `/%2F%2Fhost`) is no link at all.
    const path = shopPathOf(link.href);
    if (path === null) return null;
    if (EXTERNAL_SHOP_PATH.test(path) && services.config.isEnabled('featureShopForward') && routeNameOfPath(services, path) === 'index') return <a href={externalShopHost + path}>{link.label}</a>;
    return (
      <ShellLink to={path} services={services}>
        {link.label}
      </ShellLink>
    );
  }
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  // A link with a dangerous protocol (javascript:, data:) is not rendered.
  if (!isSafeUrl(url)) return null;
  return (
    <a href={url.href} rel="noopener">
      {link.label}
    </a>
  );
}

function LinkList({ links, services }: { links: readonly ConfigLink[]; services: StorefrontServices }) {
  return (
    <ul className="sf-link-list">
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <ConfigLinkView link={link} services={services} />
        </li>
      ))}
    </ul>
  );
}

function Blocks({ blocks, services, registry }: { blocks: unknown[]; services: StorefrontServices; registry: RemoteRegistry }) {
  const props = useMemo(() => ({ blocks }), [blocks]);
  return <RemoteSlot target={{ kind: 'fragment', name: 'content-blocks', props }} services={services} registry={registry} />;
}

interface ChromeProps {
  readonly services: StorefrontServices;
  readonly registry: RemoteRegistry;
}

/** Whether the page's route is shown and the browser had an idle moment since (afterRouteShown). */
function useRouteShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterRouteShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}

/** Whether the flyout's parcel says it takes what the plain form hands over (an older flyout does not). */
function takesHandover(config: unknown): boolean {
  return typeof config === 'object' && config !== null && (config as Record<string, unknown>)[SEARCH_FLYOUT_TAKES_HANDOVER] === true;
}

/**
 * The header's search. The shell's plain form comes with the header; the search remote's flyout takes its
 * place once the page's route is shown and the browser had an idle moment (the route first: the flyout's
 * remote no longer loads beside the route's), and only once its code is here, so the swap takes a frame.
 * What the shopper typed into the plain form by then goes over to the flyout (SearchFlyoutHandover: the
 * term, the focus, the caret), which goes on from there: searched, and open while the field has the focus.
 * On a touch screen (coarse pointer) a plain form with the focus stays until the shopper leaves it: the
 * field would go with the swap, and the on-screen keyboard with it, which a focus set by code does not bring
 * back on every phone; the term still goes over then. A flyout of an earlier release takes no handover: a
 * plain form in use (focus or text) stays beside it until the shopper leaves it empty. A flyout that cannot
 * load leaves the plain form for this page's life, as the slot's stand-in would.
 */
function HeaderSearchSlot({ services, registry }: ChromeProps) {
  const routeShown = useRouteShown();
  const [code, setCode] = useState<'loading' | 'here' | 'here, no handover' | 'failed'>('loading');
  const plainField = useRef<HTMLInputElement>(null);
  // The plain form's focus and text, as far as the swap waits for them (a touch screen, an older flyout).
  const [plainFocused, setPlainFocused] = useState(false);
  const [plainEmpty, setPlainEmpty] = useState(true);
  const [touch] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  // The flyout's slot once swapped, with what the plain form handed over then: fixed, for good.
  const [flyout, setFlyout] = useState<SlotTarget | null>(null);
  useEffect(() => {
    if (!routeShown) return;
    let live = true;
    parcelLoader(registry, SEARCH_FLYOUT, true)().then(
      (config) => live && setCode(takesHandover(config) ? 'here' : 'here, no handover'),
      () => live && setCode('failed'),
    );
    return () => {
      live = false;
    };
  }, [routeShown, registry]);
  useEffect(() => {
    if (flyout || code === 'loading' || code === 'failed') return;
    // Read from the field itself at the swap: the keystroke of this very frame included.
    const field = plainField.current;
    const term = field?.value ?? '';
    const focused = field !== null && document.activeElement === field;
    if (code === 'here, no handover') {
      if (term === '' && !focused) setFlyout(SEARCH_FLYOUT);
      return;
    }
    if (focused && touch) return;
    const caret = field?.selectionStart ?? undefined;
    const handover: SearchFlyoutHandover = { term, focused, ...(caret === undefined ? {} : { caret }) };
    setFlyout(term !== '' || focused ? { ...SEARCH_FLYOUT, props: handover } : SEARCH_FLYOUT);
  }, [code, flyout, touch, plainFocused, plainEmpty]);
  const plain = <HeaderSearch services={services} inputRef={plainField} />;
  if (!flyout) {
    return (
      <div
        className="sf-search"
        data-slot={`fragment:${SEARCH_FLYOUT.name}`}
        onFocus={() => setPlainFocused(true)}
        onBlur={() => setPlainFocused(false)}
        onInput={(event) => setPlainEmpty((event.target as HTMLInputElement).value === '')}
      >
        {plain}
      </div>
    );
  }
  // The plain form stays once shown: the shopper may be typing in it (the handover goes the other way).
  return <RemoteSlot target={flyout} services={services} registry={registry} className="sf-search" fallback={plain} standInStays />;
}

/**
 * The top-bar banner. Its blocks (the content remote's fragment) load after
 * the route is shown: the page's own content first; the frame keeps the strip's
 * place meanwhile, so nothing moves when they arrive.
 */
export function TopBarBanner({ services, registry }: ChromeProps) {
  const { blocks } = useFrameConfig('topbarbanner');
  const routeShown = useRouteShown();
  if (!blocks?.length) return null;
  return (
    <aside className="sf-topbar" aria-label={services.i18n.t('layout.topBar')}>
      {routeShown && <Blocks blocks={blocks} services={services} registry={registry} />}
    </aside>
  );
}

function HeaderLinks({ services }: ChromeProps) {
  const { links } = useFrameConfig('header');
  return links?.length ? <LinkList links={links} services={services} /> : null;
}

export function FooterContent({ services, registry }: ChromeProps) {
  const { blocks, links, linkGroups } = useFrameConfig('footer');
  const { t } = services.i18n;
  return (
    <>
      {linkGroups?.length || links?.length ? (
        <nav aria-label={t('layout.footerNavigation')} className="sf-footer-nav">
          {linkGroups?.map((group) => (
            <section key={group.title} className="sf-footer-group">
              <h2>{group.title}</h2>
              <LinkList links={group.links} services={services} />
            </section>
          ))}
          {links?.length ? <LinkList links={links} services={services} /> : null}
        </nav>
      ) : null}
      {blocks?.length ? <Blocks blocks={blocks} services={services} registry={registry} /> : null}
      <CookieSettingsButton services={services} />
      <p>{t('layout.footer', { brand: services.config.tenant.themeConfig.brandName })}</p>
    </>
  );
}

/**
 * Reopens the consent tool's settings from every page (doc 1 §4: the shopper
 * can change the decision at any time), only where the tenant has a consent
 * tool whose settings the consent service can open. A button, not a link: it
 * opens a dialog and goes nowhere.
 */
function CookieSettingsButton({ services }: { services: StorefrontServices }) {
  const { openSettings } = services.consent;
  if (!services.config.tenant.clientRuntimeConfig.consentToolId || !openSettings) return null;
  return (
    <p>
      <button type="button" className="sf-link-button" onClick={() => openSettings()}>
        {services.i18n.t('layout.cookieSettings')}
      </button>
    </p>
  );
}

/**
 * The header's navigation: the search flyout, the main links with the header
 * config's links, the account menu and the mini-cart. Below the mobile
 * breakpoint (lg, doc 1 §9) the links fold behind a menu button.
 */
export function MainNavigation({ services, registry }: ChromeProps) {
  const { t } = services.i18n;
  const { href } = services.navigation;
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and puts focus back on its button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };
  const products = href({ name: 'products-slug' });
  const login = href({ name: 'login' });
  const cart = href({ name: 'cart' });
  return (
    <>
      {href({ name: 'search-term', params: { term: 'x' } }) !== null && (
        // Without the search remote the plain form still lets the shopper search.
        <HeaderSearchSlot services={services} registry={registry} />
      )}
      <nav aria-label={t('navigation.main')} className={`sf-nav-area${open ? ' sf-nav-area--open' : ''}`} onKeyDown={closeOnEscape}>
        <button
          ref={menuButton}
          type="button"
          className="sf-menu-button"
          aria-expanded={open}
          aria-controls="sf-nav"
          onClick={() => setOpen(!open)}
        >
          {t('navigation.menu')}
        </button>
        <ul className="sf-nav" id="sf-nav" onClick={() => setOpen(false)}>
          {products && (
            <li>
              {/* The catalogue owns the category tree; while it is down the slot is a plain link to the assortment. */}
              <RemoteSlot
                target={CATEGORY_MENU}
                services={services}
                registry={registry}
                className="sf-category-menu"
                fallback={
                  <ShellLink to={products} services={services}>
                    {t('navigation.products')}
                  </ShellLink>
                }
              />
            </li>
          )}
          <li>
            <HeaderLinks services={services} registry={registry} />
          </li>
        </ul>
      </nav>
      {/* The account and cart remotes own these (ARCHITECTURE); while one is missing or
          down its slot is a plain link to its page. */}
      {login && (
        <RemoteSlot target={ACCOUNT_MENU} services={services} registry={registry} className="sf-account-menu" fallback={<ShellLink to={login} services={services}>{t('navigation.login')}</ShellLink>} />
      )}
      {cart && (
        <RemoteSlot target={MINI_CART} services={services} registry={registry} className="sf-mini-cart" fallback={<ShellLink to={cart} services={services}>{t('navigation.cart')}</ShellLink>} />
      )}
    </>
  );
}

/** The lazy chunk's one entry: the frame renders each part where it belongs. */
export default function PageChrome({ part, ...props }: ChromeProps & { part: 'top-bar' | 'navigation' | 'footer' }) {
  if (part === 'top-bar') return <TopBarBanner {...props} />;
  return part === 'navigation' ? <MainNavigation {...props} /> : <FooterContent {...props} />;
}
