import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCart } from '@storefront/shared/fixtures';
import { createApiClient } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { createFakeFetch, createTestServices, LAZY_CHUNK_TIMEOUT, renderParcel, TEST_TENANT, type FakeHandler } from '@storefront/shared/platform/testing';
import { ServiceSelectionFragment } from '../../fragments/service-selection-dialog/service-selection-fragment';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

const messages = CART_CHECKOUT_TEST_MESSAGES;

const CONFIGS_PATH = 'GET /api/content/configs/client';
const DELIVERY_INTRO = 'Im Zwei-Stunden-Fenster bis an die Wohnungstür. Liefergebühr ab € 3,90.';
const PICKUP_INTRO = 'Fertig gepackt im Markt Ihrer Wahl abholen. Servicegebühr € 1,90.';

const block = (id: string, type: string, fields: Record<string, unknown>, headline?: string): ContentBlock => ({
  id,
  type,
  ...(headline ? { headline } : {}),
  fields,
  children: [],
});

const serviceTypeConfigs = {
  'service-type-delivery': {
    headline: 'Lieferung nach Hause',
    intro: DELIVERY_INTRO,
    blocks: [block('windows', 'feature', { text: 'Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr.' }, 'Lieferzeiten')],
    link: { label: 'Liefergebiete ansehen', href: '/liefergebiete' },
  },
  'service-type-click-and-collect': {
    headline: 'Abholung im Markt',
    intro: PICKUP_INTRO,
    blocks: [block('limits', 'text', { text: 'Mindestbestellwert € 10,00.' })],
  },
};

const empty = aCart({ productLineItems: [], distributionAddress: null });
const cartHandlers: Record<string, FakeHandler> = {
  'GET /api/carts': { body: empty },
  'GET /api/carts/validation': { body: { cartDTO: empty, errors: [] } },
};

/** The service selection as another part of the page opens it (the fragment opens it on mount). */
function openSelection(configs: FakeHandler, options: { tenant?: typeof TEST_TENANT; services?: (services: StorefrontServices) => StorefrontServices } = {}) {
  const test = createTestServices({ messages, handlers: { ...cartHandlers, [CONFIGS_PATH]: configs }, ...(options.tenant ? { tenant: options.tenant } : {}) });
  const services = options.services?.(test.services) ?? test.services;
  const view = renderParcel(ServiceSelectionFragment, { services });
  return { ...test, services, view, dialog: () => screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT }) };
}

describe('the service selection with the service-type content components (doc 2 §9)', () => {
  it("shows each component's text beside its choice, and its details behind “Mehr zur …”", async () => {
    const { dialog, calls } = openSelection({ body: serviceTypeConfigs });
    const shown = await dialog();
    const delivery = within(shown).getByRole('radio', { name: 'Lieferung' });
    const pickup = within(shown).getByRole('radio', { name: 'Abholung im Markt' });
    // The text belongs to its choice: read out with it, and inside the same card.
    expect(delivery).toHaveAccessibleDescription(DELIVERY_INTRO);
    expect(pickup).toHaveAccessibleDescription(PICKUP_INTRO);
    // Asked for once, both components in one call.
    expect(calls.filter((entry) => entry.startsWith(CONFIGS_PATH))).toEqual([
      `${CONFIGS_PATH}?types=service-type-delivery&types=service-type-click-and-collect`,
    ]);

    const user = userEvent.setup();
    await user.click(within(shown).getByText('Mehr zur Lieferung'));
    // No content remote in this tenant: the details are the blocks' plain texts.
    expect(within(shown).getByText('Lieferzeiten')).toBeVisible();
    expect(within(shown).getByText('Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr.')).toBeVisible();
    const link = within(shown).getByRole('link', { name: /Liefergebiete ansehen/ });
    expect(link).toHaveAttribute('href', '/liefergebiete');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(shown).getByText('Mindestbestellwert € 10,00.')).not.toBeVisible();

    // The choice works as before: the store list comes with "Abholung im Markt".
    await user.click(within(shown).getByText(PICKUP_INTRO));
    expect(pickup).toBeChecked();
  });

  it("hands the details to the content remote's blocks fragment, which sanitises HTML; it sets no HTML itself", async () => {
    const tenant = {
      ...TEST_TENANT,
      clientRuntimeConfig: {
        ...TEST_TENANT.clientRuntimeConfig,
        remotes: [{ name: 'content' as const, version: '1.0.0', entry: 'https://remotes.test/content/mf-manifest.json', contractVersion: 1 }],
      },
    };
    const hostile = {
      'service-type-delivery': {
        intro: '<b>Gratis</b> ab € 50,00 <img src=x onerror="alert(1)">',
        blocks: [block('rich', 'text', { html: '<p>Frisch<img src=x onerror="alert(1)"></p>' }, 'Gut zu wissen')],
        link: { label: 'Mehr', href: 'javascript:alert(1)' },
      },
    };
    const { dialog, mountedFragments } = openSelection({ body: hostile }, { tenant });
    const shown = await dialog();
    expect(within(shown).getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription('<b>Gratis</b> ab € 50,00 <img src=x onerror="alert(1)">');
    await waitFor(() => expect(mountedFragments).toContain('content-blocks'));
    // The fragment fell back (no remote runs here): the headline shows, the HTML does not, and neither does a script link.
    await userEvent.setup().click(within(shown).getByText('Mehr zur Lieferung'));
    expect(within(shown).getByText('Gut zu wissen')).toBeVisible();
    expect(shown.querySelector('b, img, p p')).toBeNull();
    expect(within(shown).queryByRole('link', { name: /Mehr/ })).toBeNull();
  });

  // What a browser reads as another site although it begins with one slash, and what a router may decode to one.
  it.each(['/\\evil.example/liefergebiete', '/%5Cevil.example', '/%2F%2Fevil.example', '/\t/evil.example'])(
    'a configured link to %j is left out; the texts and the choice stay',
    async (href) => {
      const configs = { 'service-type-delivery': { ...serviceTypeConfigs['service-type-delivery'], link: { label: 'Liefergebiete ansehen', href } } };
      const shown = await openSelection({ body: configs }).dialog();
      expect(within(shown).getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription(DELIVERY_INTRO);
      await userEvent.setup().click(within(shown).getByText('Mehr zur Lieferung'));
      expect(within(shown).getByText('Lieferzeiten')).toBeVisible();
      expect(within(shown).queryByRole('link', { name: /Liefergebiete ansehen/ })).toBeNull();
    },
  );

  it('works exactly as before without the texts when the content cannot be loaded: no error, no details', async () => {
    const { dialog } = openSelection({ status: 503, body: { errorCode: 'unavailable', message: 'down' } });
    const shown = await dialog();
    const delivery = within(shown).getByRole('radio', { name: 'Lieferung' });
    expect(delivery).toBeChecked();
    expect(delivery).toHaveAccessibleDescription('');
    expect(within(shown).getByRole('radio', { name: 'Abholung im Markt' })).toHaveAccessibleDescription('');
    expect(within(shown).queryByText(/Mehr zur/)).toBeNull();
    expect(within(shown).queryByRole('alert')).toBeNull();
    expect(within(shown).getByLabelText('Lieferadresse')).toBeInTheDocument();
  });

  it('leaves out a component it cannot read and shows the other', async () => {
    const { dialog } = openSelection({ body: { ...serviceTypeConfigs, 'service-type-delivery': { intro: 42, blocks: 'keine' } } });
    const shown = await dialog();
    expect(within(shown).getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription('');
    expect(within(shown).getByRole('radio', { name: 'Abholung im Markt' })).toHaveAccessibleDescription(PICKUP_INTRO);
    expect(within(shown).queryByText('Mehr zur Lieferung')).toBeNull();
    expect(within(shown).getByText('Mehr zur Abholung')).toBeInTheDocument();
  });

  it('does not wait for slow texts, and texts that come once the dialog is up wait for its next opening: nothing moves', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { dialog, services, view } = openSelection(
      { body: serviceTypeConfigs },
      {
        services: (test) => {
          // The content call answers only when the test says so; everything else as the fake HTTP layer answers it.
          const fake = createFakeFetch({ ...cartHandlers, [CONFIGS_PATH]: { body: serviceTypeConfigs } });
          const slowFetch: typeof fetch = async (input, init) => {
            if (String(input).includes('/api/content/configs/client')) await gate;
            return fake.fetch(input, init);
          };
          return { ...test, api: createApiClient({ fetch: slowFetch, baseUrl: 'http://shop.test', readCookie: () => undefined, retryDelayMs: 0 }) };
        },
      },
    );
    // The dialog comes while the content call is still unanswered, without the texts.
    const shown = await dialog();
    expect(within(shown).getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription('');
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(shown).getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription('');
    expect(within(shown).queryByText('Mehr zur Lieferung')).toBeNull();

    // Opened again: the texts are there from its first paint.
    view.unmount();
    renderParcel(ServiceSelectionFragment, { services });
    const again = await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(again).getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription(DELIVERY_INTRO);
  });
});

describe('a delivery address from the shopper’s location (doc 2 §7 GET /api/maps/geocode/location)', () => {
  const here = { streetName: 'Mariahilfer Straße', streetNumber: '120', postalCode: '1070', city: 'Wien', country: 'Österreich', countryCode: 'AT', position: { lat: 48.1969, lng: 16.3447 } };

  function withPosition(outcome: { coords: { latitude: number; longitude: number } } | 'denied') {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: (position: { coords: { latitude: number; longitude: number } }) => void, failed: () => void) =>
          outcome === 'denied' ? failed() : found(outcome),
      },
    });
  }

  async function openDelivery(handlers: Record<string, FakeHandler>) {
    const test = createTestServices({ messages, handlers: { ...cartHandlers, [CONFIGS_PATH]: { status: 503, body: '' }, ...handlers } });
    renderParcel(ServiceSelectionFragment, { services: test.services });
    const shown = await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT });
    const user = userEvent.setup();
    await user.click(within(shown).getByRole('radio', { name: 'Lieferung' }));
    return { ...test, shown, user };
  }

  it('fills the address found at the shopper’s position, checked against the delivery areas like a typed one', async () => {
    withPosition({ coords: { latitude: 48.1969, longitude: 16.3447 } });
    const { shown, user, calls } = await openDelivery({
      'GET /api/maps/geocode/location': { body: [here] },
      'GET /api/distribution/delivery-area/intersection': { body: { deliveryAreaNumber: '1070' } },
    });
    await user.click(within(shown).getByRole('button', { name: 'Meinen Standort verwenden' }));
    expect(await within(shown).findByTestId('service-address')).toHaveTextContent('Wir liefern an: Mariahilfer Straße 120, 1070 Wien');
    expect(within(shown).getByRole('textbox', { name: 'Lieferadresse' })).toHaveValue('Mariahilfer Straße 120');
    expect(calls).toContain('GET /api/maps/geocode/location?latitude=48.1969&longitude=16.3447&addressOnly=true');
  });

  it('says so when the browser gives no position', async () => {
    withPosition('denied');
    const denied = await openDelivery({});
    await denied.user.click(within(denied.shown).getByRole('button', { name: 'Meinen Standort verwenden' }));
    expect(await within(denied.shown).findByRole('alert')).toHaveTextContent('Ihr Standort ist nicht verfügbar. Bitte geben Sie Ihre Adresse ein.');
  });

  it('no address at the position (or the map call failing) asks for the address to be typed', async () => {
    withPosition({ coords: { latitude: 47.5, longitude: 14 } });
    const { shown, user } = await openDelivery({ 'GET /api/maps/geocode/location': { body: [] } });
    await user.click(within(shown).getByRole('button', { name: 'Meinen Standort verwenden' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent('An Ihrem Standort haben wir keine Adresse gefunden. Bitte geben Sie Ihre Adresse ein.');
    expect(within(shown).queryByTestId('service-address')).toBeNull();
  });
});
