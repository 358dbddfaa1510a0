import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import { LAZY_CHUNK_TIMEOUT } from '@storefront/shared/platform/testing';
import { aBlock, contentServices, controllableSession, renderBlocks, trackedEvents } from '../../testing/content.test-support';

// The newsletter blocks are a lazy chunk: the first wait after each render allows for its loading.
const text = (loggedIn: string, anonymous: string) => ({ loggedIn, anonymous });
const texts = {
  beforeContent: text('Für Ihr Kundenkonto.', 'Jeden Donnerstag in Ihrem Postfach.'),
  confirmSuccess: text('Sie erhalten den Newsletter.', 'Anmeldung bestätigt.'),
  confirmError: text('Link abgelaufen (Konto).', 'Link abgelaufen.'),
  subscribeSuccess: text('Bitte bestätigen Sie per E-Mail (Konto).', 'Bitte bestätigen Sie per E-Mail.'),
  subscribeError: text('Hat nicht geklappt (Konto).', 'Hat nicht geklappt.'),
};
const subscribe = () => aBlock('newsletter-subscribe', { newsletterTopicId: 'weekly-offers', texts }, 'Newsletter');

describe('the newsletter form on a long page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads when it comes near the screen, not while the page above it renders', async () => {
    // A browser's observer, driven by the test: the block is seen when the test says so.
    const observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; observed: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, observed: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.observed.push(element);
        }
        disconnect() {
          this.entry.observed = [];
        }
      },
    );
    const { services } = contentServices({ session: controllableSession(aCustomer()).service });
    renderBlocks([subscribe()], services);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Newsletter abonnieren' })).not.toBeInTheDocument();
    const watching = observers.find((observer) => observer.observed.length > 0);
    expect(watching, 'the placeholder is watched').toBeDefined();

    act(() => watching!.callback([{ isIntersecting: true, target: watching!.observed[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('button', { name: 'Newsletter abonnieren' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
  });
});

describe('newsletter subscribe', () => {
  it('subscribes a customer with one click; 202 means pending confirmation and the topic is not added (doc 1 §4)', async () => {
    const { services, calls } = contentServices({
      session: controllableSession(aCustomer()).service,
      handlers: { 'POST /api/customers/newsletter-topics/manage': { status: 202 } },
    });
    renderBlocks([subscribe()], services);
    expect(await screen.findByText('Für Ihr Kundenkonto.', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(await screen.findByText('Bitte bestätigen Sie per E-Mail (Konto).')).toBeInTheDocument();
    // Pending: not shown as subscribed, and not offered again.
    expect(screen.queryByText('Sie erhalten diesen Newsletter bereits.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Newsletter abonnieren' })).not.toBeInTheDocument();
    expect(calls).toEqual(['POST /api/customers/newsletter-topics/manage']);
  });

  it('counts the topic as subscribed when the answer is not 202', async () => {
    const { services } = contentServices({
      session: controllableSession(aCustomer()).service,
      handlers: { 'POST /api/customers/newsletter-topics/manage': { status: 204 } },
    });
    renderBlocks([subscribe()], services);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Newsletter abonnieren' }, { timeout: LAZY_CHUNK_TIMEOUT }));
    expect(await screen.findByText('Sie erhalten den Newsletter.')).toBeInTheDocument();
    expect(screen.getByText('Sie erhalten diesen Newsletter bereits.')).toBeInTheDocument();
  });

  it('refreshes the session’s customer after a change that took effect, not after a pending one', async () => {
    for (const [status, refreshes] of [[204, 1], [202, 0]] as const) {
      const session = controllableSession(aCustomer()).service;
      let refreshed = 0;
      const { services } = contentServices({
        session: { ...session, refresh: async () => void refreshed++ },
        handlers: { 'POST /api/customers/newsletter-topics/manage': { status } },
      });
      const { unmount } = renderBlocks([subscribe()], services);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Newsletter abonnieren' }, { timeout: LAZY_CHUNK_TIMEOUT }));
      await screen.findByText(status === 202 ? 'Bitte bestätigen Sie per E-Mail (Konto).' : 'Sie erhalten den Newsletter.');
      expect(refreshed).toBe(refreshes);
      unmount();
    }
  });

  it('tells a customer who has the topic already, and shows the error text when the call fails', async () => {
    const subscribed = contentServices({ session: controllableSession(aCustomer({ newsletterTopics: [{ newsletterTopicId: 'weekly-offers' }] })).service });
    const { unmount } = renderBlocks([subscribe()], subscribed.services);
    expect(await screen.findByText('Sie erhalten diesen Newsletter bereits.', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    unmount();
    const failing = contentServices({
      session: controllableSession(aCustomer()).service,
      handlers: { 'POST /api/customers/newsletter-topics/manage': { status: 500 } },
    });
    renderBlocks([subscribe()], failing.services);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Newsletter abonnieren' }, { timeout: LAZY_CHUNK_TIMEOUT }));
    expect(await screen.findByText('Hat nicht geklappt (Konto).')).toBeInTheDocument();
  });

  it('subscribes an anonymous visitor by e-mail address, with the anonymous texts', async () => {
    let body: unknown;
    const { services, published } = contentServices({
      handlers: {
        'POST /api/content/newsletter-topics/manage': ({ init }) => {
          body = JSON.parse(String(init.body));
          return { status: 202 };
        },
      },
    });
    renderBlocks([subscribe()], services);
    const user = userEvent.setup();
    expect(await screen.findByText('Jeden Donnerstag in Ihrem Postfach.', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(trackedEvents(published)).toContainEqual({
      event: 'formError',
      form: 'newsletter-subscribe',
      fields: [{ label: 'E-Mail-Adresse (Pflichtfeld)', message: 'Dieses Feld ist ein Pflichtfeld.' }],
    });
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'gast@example.org');
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(await screen.findByText('Bitte bestätigen Sie per E-Mail.')).toBeInTheDocument();
    expect(body).toEqual({ email: 'gast@example.org', subscribe: ['weekly-offers'], unsubscribe: [] });
  });

  it('shows the confirmation result when opened from the confirmation link', async () => {
    const { services } = contentServices();
    renderBlocks([subscribe()], services, { query: new URLSearchParams('newsletterConfirmation=error') });
    expect(await screen.findByText('Link abgelaufen.', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
  });
});

describe('newsletter unsubscribe', () => {
  it('unsubscribes a customer with one click', async () => {
    const { services } = contentServices({
      session: controllableSession(aCustomer()).service,
      handlers: { 'POST /api/customers/newsletter-topics/manage': { status: 204 } },
    });
    renderBlocks([aBlock('newsletter-unsubscribe', { newsletterTopicId: 'weekly-offers' })], services);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Newsletter abbestellen' }, { timeout: LAZY_CHUNK_TIMEOUT }));
    expect(await screen.findByText('Sie sind vom Newsletter abgemeldet.')).toBeInTheDocument();
  });

  it('asks an anonymous visitor for the address and tells that a confirmation link was sent (202)', async () => {
    const { services } = contentServices({ handlers: { 'POST /api/content/newsletter-topics/manage': { status: 202 } } });
    renderBlocks([aBlock('newsletter-unsubscribe', { newsletterTopicId: 'weekly-offers' })], services);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-Mail-Adresse/, {}, { timeout: LAZY_CHUNK_TIMEOUT }), 'gast@example.org');
    await user.click(screen.getByRole('button', { name: 'Newsletter abbestellen' }));
    expect(await screen.findByText('Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie die Abmeldung über den Link darin.')).toBeInTheDocument();
  });
});
