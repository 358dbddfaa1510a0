import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { renderParcel } from '@storefront/shared/platform/testing';
import content from '../remote';
import { contentServices, trackedEvents } from '../testing/content.test-support';
import { ContentBlocksFragment } from './content-blocks/content-blocks-fragment';
import { NotFoundContentFragment } from './not-found-content/not-found-content-fragment';

const FRAGMENTS = { 'content-blocks': ContentBlocksFragment, 'not-found-content': NotFoundContentFragment };

/** The fragment's component as its parcel renders it (the parcel adds the services context and its error boundary). */
async function mountFragment(name: keyof typeof FRAGMENTS, props: MountProps) {
  const { container, unmount } = renderParcel(FRAGMENTS[name], props);
  return { domElement: container, parcel: { unmount: async () => unmount() } };
}

describe('the content remote’s fragments', () => {
  it('offers the routes and fragments of its surface, each a single-spa parcel loaded on demand', async () => {
    expect(Object.keys(content.routes).sort()).toEqual(['checkout-confirmation-test', 'index', 'sitemap']);
    expect(Object.keys(content.fragments).sort()).toEqual(['content-blocks', 'not-found-content']);
    for (const load of [...Object.values(content.routes), ...Object.values(content.fragments)]) {
      const parcel = (await load!()) as unknown as Record<string, unknown>;
      expect(typeof parcel['mount']).toBe('function');
      expect(typeof parcel['unmount']).toBe('function');
    }
  });

  it('content-blocks renders the blocks it is handed (the search flyout’s emptyResultsContent)', async () => {
    const { services } = contentServices();
    const { parcel } = await mountFragment('content-blocks', {
      services,
      props: { blocks: [{ id: 'e1', type: 'text', headline: 'Nichts gefunden?', fields: { text: 'Probieren Sie „Milch“.' }, children: [] }] },
    });
    expect(await screen.findByRole('heading', { name: 'Nichts gefunden?' })).toBeInTheDocument();
    expect(screen.getByText('Probieren Sie „Milch“.')).toBeInTheDocument();
    await parcel.unmount();
  });

  it('content-blocks leaves out a block that names an audience (doc 2 §6): only the shop API, on a content page, knows whom it is for', async () => {
    const { services } = contentServices();
    const { parcel } = await mountFragment('content-blocks', {
      services,
      props: {
        blocks: [
          { id: 'all', type: 'text', headline: 'Für alle', fields: { text: 'Hallo' }, children: [] },
          { id: 'members', type: 'text', headline: 'Nur für Mitglieder', audience: ['loggedInJoeMember'], fields: { text: 'Clubpreis' }, children: [] },
          {
            id: 'row',
            type: 'section',
            fields: {},
            children: [{ id: 'guests', type: 'text', headline: 'Nur für Gäste', audience: ['notLoggedIn'], fields: { text: 'Registrieren' }, children: [] }],
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Für alle' })).toBeInTheDocument();
    expect(screen.queryByText('Nur für Mitglieder')).toBeNull();
    expect(screen.queryByText('Clubpreis')).toBeNull();
    expect(screen.queryByText('Nur für Gäste')).toBeNull();
    await parcel.unmount();
  });

  it('content-blocks renders nothing for props that break its contract, and reports them', async () => {
    const { services, published } = contentServices();
    const { domElement, parcel } = await mountFragment('content-blocks', { services, props: { blocks: 'kaputt' } });
    await waitFor(() => expect(trackedEvents(published)).toContainEqual(expect.objectContaining({ event: 'fragmentPropsInvalid', fragment: 'content-blocks' })));
    expect(domElement.textContent).toBe('');
    await parcel.unmount();
  });

  it('not-found-content shows the page at the error data’s custom slug, else the default not-found page', async () => {
    const { services, calls } = contentServices({
      handlers: {
        'GET /api/content/pages': ({ url }) => ({
          body: {
            slug: 'x',
            config: { name: 'x' },
            blocks: [{ id: 'h', type: 'headline', headline: `Seite ${url.searchParams.get('path')}`, fields: { level: 1 }, children: [] }],
          },
        }),
      },
    });
    const custom = await mountFragment('not-found-content', { services, props: { errorPageSlug: 'aktion-vorbei' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite /aktion-vorbei' })).toBeInTheDocument();
    await custom.parcel.unmount();
    const plain = await mountFragment('not-found-content', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite /seite-nicht-gefunden' })).toBeInTheDocument();
    await plain.parcel.unmount();
    expect(calls).toEqual(['GET /api/content/pages?path=%2Faktion-vorbei', 'GET /api/content/pages?path=%2Fseite-nicht-gefunden']);
  });
});
