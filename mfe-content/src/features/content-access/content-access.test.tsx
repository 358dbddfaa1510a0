import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import type { RouteTarget } from '@storefront/shared/platform/contracts';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { LAZY_CHUNK_TIMEOUT, renderParcel } from '@storefront/shared/platform/testing';
import { contentServices, controllableSession } from '../../testing/content.test-support';
import { IndexPage } from '../../routes/index/index-page';
import { SitemapPage } from '../../routes/sitemap/sitemap-page';

/*
 * Content by login state (doc 2 §6) as the content remote shows it: the shop
 * API answers each visitor with the page as it is for them (the fake answers
 * below stand in for it, by who is logged in), and the remote asks again when
 * the session changes, never showing one visitor's answer to another.
 */


const teaser = (id: string, headline: string): ContentBlock => ({ id, type: 'teaser', headline, fields: { text: headline }, children: [] });
const startPage = (blocks: ContentBlock[]) => ({ slug: '', config: { name: 'startpage', title: 'Start' }, blocks: [teaser('start-all', 'Für alle'), ...blocks] });

const GUEST_PAGE = startPage([teaser('start-for-guests', 'Jetzt registrieren')]);
const MEMBER_PAGE = startPage([teaser('start-for-members', 'Ihre jö-Vorteile')]);
const NON_MEMBER_PAGE = startPage([teaser('start-for-non-members', 'jö Kundenclub beitreten')]);

const MARIA = aCustomer({ id: 'c-member', firstName: 'Maria' });
const LUKAS = aCustomer({ id: 'c-plain', firstName: 'Lukas' });

/** The shop API's answer for whoever the browser's cookies say is logged in. */
function answerFor(who: { current: string | null }, pages: Record<string, unknown>) {
  return () => ({ body: pages[who.current ?? 'guest'] });
}

/** A navigation whose hrefs carry the query (the test services leave it out), and that keeps where it went. */
function withQueryHrefs(services: ReturnType<typeof contentServices>['services']) {
  const went: string[] = [];
  const href = (target: RouteTarget) => {
    const path = services.navigation.href(target);
    const query = new URLSearchParams(target.query ?? {}).toString();
    return path === null || query === '' ? path : `${path}?${query}`;
  };
  const navigation = { ...services.navigation, href, navigate: (to: RouteTarget | string) => void went.push(typeof to === 'string' ? to : (href(to) ?? '')) };
  return { services: { ...services, navigation }, went };
}

const route = (slug?: string) => ({ name: 'index' as const, params: (slug ? { slug } : {}) as Record<string, string>, query: new URLSearchParams() });

afterEach(() => {
  document.head.replaceChildren();
  document.title = '';
});

describe('content by login state (doc 2 §6)', () => {
  it('shows each visitor the page the shop API answers for them, and asks again after login and logout, without a reload', async () => {
    const who = { current: null as string | null };
    const session = controllableSession();
    const { services, calls } = contentServices({
      session: session.service,
      handlers: { 'GET /api/content/pages': answerFor(who, { guest: GUEST_PAGE, 'c-member': MEMBER_PAGE, 'c-plain': NON_MEMBER_PAGE }) },
    });
    renderParcel(IndexPage, { services, route: route() });
    expect(await screen.findByRole('heading', { name: 'Jetzt registrieren' })).toBeInTheDocument();

    who.current = 'c-member';
    act(() => session.set(MARIA));
    expect(await screen.findByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jetzt registrieren' })).toBeNull();

    who.current = null;
    act(() => session.set(null));
    expect(await screen.findByRole('heading', { name: 'Jetzt registrieren' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeNull();

    who.current = 'c-plain';
    act(() => session.set(LUKAS));
    expect(await screen.findByRole('heading', { name: 'jö Kundenclub beitreten' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeNull();
    expect(calls.filter((entry) => entry.startsWith('GET /api/content/pages'))).toHaveLength(4);
  });

  it("never shows a member's answer to the next visitor of the same browser, while the next answer is on its way", async () => {
    const who = { current: 'c-member' as string | null };
    const session = controllableSession(MARIA);
    let release: (() => void) | undefined;
    const { services } = contentServices({
      session: session.service,
      handlers: { 'GET /api/content/pages': answerFor(who, { guest: GUEST_PAGE, 'c-member': MEMBER_PAGE, 'c-plain': NON_MEMBER_PAGE }) },
    });
    // The answers after the member's wait until the test lets them go: meanwhile nothing of the member's page may show.
    const held = services.api;
    const api: typeof held = {
      ...held,
      send: async (...args) => {
        if (who.current !== 'c-member') await new Promise<void>((resolve) => (release = resolve));
        return held.send(...args);
      },
    };
    renderParcel(IndexPage, { services: { ...services, api }, route: route() });
    expect(await screen.findByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeInTheDocument();

    who.current = null;
    act(() => session.set(null));
    expect(screen.queryByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    await waitFor(() => expect(release).toBeDefined());
    act(() => release!());
    expect(await screen.findByRole('heading', { name: 'Jetzt registrieren' })).toBeInTheDocument();

    // Another customer logs in: the member's answer, still in this browser's cache, is not theirs.
    release = undefined;
    who.current = 'c-plain';
    act(() => session.set(LUKAS));
    expect(screen.queryByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeNull();
    await waitFor(() => expect(release).toBeDefined());
    act(() => release!());
    expect(await screen.findByRole('heading', { name: 'jö Kundenclub beitreten' })).toBeInTheDocument();
  });

  it('asks for the page only once the session is known, so the first answer is already the visitor’s', async () => {
    const session = controllableSession('unknown');
    const { services, calls } = contentServices({
      session: session.service,
      handlers: { 'GET /api/content/pages': { body: MEMBER_PAGE } },
    });
    renderParcel(IndexPage, { services, route: route() });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    act(() => session.set(MARIA));
    expect(await screen.findByRole('heading', { name: 'Ihre jö-Vorteile' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/content/pages?path=%2F']);
  });

  it('asks a guest on a page for customers to log in, and comes back to it: the page shows once they are', async () => {
    const who = { current: null as string | null };
    const session = controllableSession();
    const base = contentServices({
      session: session.service,
      handlers: {
        'GET /api/content/pages': () =>
          who.current === null
            ? { status: 401, body: { errorCode: 'contentLoginRequired', message: 'Bitte melden Sie sich an.', customPayload: { audience: ['loggedInJoeMember'] } } }
            : { body: { slug: 'clubpreise', config: { name: 'clubpreise', title: 'Clubpreise' }, blocks: [teaser('club-prices', 'Clubpreise der Woche')] } },
      },
    });
    const { services, went } = withQueryHrefs(base.services);
    renderParcel(IndexPage, { services, route: route('clubpreise') });

    const prompt = await screen.findByRole('region', { name: 'Bitte melden Sie sich an' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(prompt).getByRole('heading', { level: 1, name: 'Bitte melden Sie sich an' })).toBeInTheDocument();
    // The page is for members: the prompt says so.
    expect(prompt).toHaveTextContent('Diese Seite ist für Mitglieder im jö Kundenclub.');
    // The tab's title is set by the page config's effect, which may come a moment after the prompt.
    await waitFor(() => expect(document.title).toBe('Bitte anmelden – Frischmarkt'));
    const user = userEvent.setup();
    await user.click(within(prompt).getByRole('link', { name: 'Anmelden' }));
    expect(went).toEqual(['/login?returnUrl=%2Fclubpreise']);
    // Never a dead end: a new customer registers, anybody goes on to the start page.
    expect(within(prompt).getByRole('link', { name: 'Neu hier? Kundenkonto anlegen' })).toHaveAttribute('href', '/registration');
    expect(within(prompt).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/index');

    who.current = 'c-member';
    act(() => session.set(MARIA));
    expect(await screen.findByRole('heading', { name: 'Clubpreise der Woche' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bitte melden Sie sich an' })).toBeNull();
  });

  it('says to a guest on a page for every customer only that it is for customers', async () => {
    const { services } = contentServices({
      handlers: {
        'GET /api/content/pages': {
          status: 401,
          body: { errorCode: 'contentLoginRequired', message: 'x', customPayload: { audience: ['loggedInJoeMember', 'loggedInNotJoeMember'] } },
        },
      },
    });
    renderParcel(IndexPage, { services, route: route('mein-bereich') });
    const prompt = await screen.findByRole('region', { name: 'Bitte melden Sie sich an' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(prompt).toHaveTextContent('Diese Seite ist für unsere Kundinnen und Kunden.');
    expect(prompt).not.toHaveTextContent('Mitglieder');
  });

  it("shows a customer who is no club member the way into the club on a members' page", async () => {
    const { services, calls } = contentServices({
      session: controllableSession(LUKAS).service,
      handlers: {
        'GET /api/content/pages': {
          status: 403,
          body: { errorCode: 'contentMembersOnly', message: 'Nur für Mitglieder.', customPayload: { audience: ['loggedInJoeMember'] } },
        },
      },
    });
    renderParcel(IndexPage, { services, route: route('clubpreise') });
    const notice = await screen.findByRole('region', { name: 'Nur für Mitglieder im jö Kundenclub' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(notice).toHaveTextContent('Wie Sie kostenlos Mitglied werden, sehen Sie in Ihrem Konto');
    expect(within(notice).getByRole('link', { name: 'Zum Kundenclub in Ihrem Konto' })).toHaveAttribute('href', '/profile/kundenclub');
    expect(within(notice).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/index');
    await waitFor(() => expect(document.title).toBe('Nur für Clubmitglieder – Frischmarkt'));
    // A refusal is an answer: asking again changes nothing until the session does.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('asks for the sitemap again when the session changes: it lists the pages the visitor may open', async () => {
    const who = { current: null as string | null };
    const session = controllableSession();
    const { services } = contentServices({
      session: session.service,
      handlers: {
        'GET /api/content/sitemap': () => ({
          body: { pages: [{ path: '/', title: 'Start' }, ...(who.current ? [{ path: '/clubpreise', title: 'Clubpreise der Woche' }] : [])] },
        }),
      },
    });
    renderParcel(SitemapPage, { services, route: { name: 'sitemap', params: {}, query: new URLSearchParams() } });
    expect(await screen.findByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clubpreise der Woche' })).toBeNull();
    who.current = 'c-member';
    act(() => session.set(MARIA));
    expect(await screen.findByRole('link', { name: 'Clubpreise der Woche' })).toBeInTheDocument();
  });
});
