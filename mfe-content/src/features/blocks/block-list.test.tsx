import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '@storefront/shared/platform/testing';
import { aBlock, blocksElement, contentServices, renderBlocks, trackedEvents } from '../../testing/content.test-support';
import { BlockEnvironmentProvider } from './block-context';
import { BlockComponentsProvider, BlockList } from './block-list';
import { BLOCK_COMPONENTS } from './block-registry';

describe('rendering blocks by type', () => {
  it('renders an unknown block type as nothing visible and reports it once, however often it appears', () => {
    const { services, published } = contentServices();
    const blocks = [
      aBlock('text', { text: 'Davor' }),
      aBlock('hologram', { beam: true }, 'Zukunftsmusik'),
      aBlock('hologram', {}),
      aBlock('text', { text: 'Danach' }),
    ];
    const { container, rerender } = renderBlocks(blocks, services);
    expect(screen.getByText('Davor')).toBeInTheDocument();
    expect(screen.getByText('Danach')).toBeInTheDocument();
    expect(screen.queryByText('Zukunftsmusik')).not.toBeInTheDocument();
    expect(container.querySelector('[data-block-type="hologram"]')).toBeNull();
    // The same page again (new block objects, as a revalidation brings): no second report.
    rerender(blocksElement(structuredClone(blocks)));
    expect(trackedEvents(published).filter((event) => event.event === 'contentBlockProblem')).toEqual([
      { event: 'contentBlockProblem', problem: 'unknown-type', blockType: 'hologram', blockId: blocks[1]!.id },
    ]);
  });

  it('reads the type as the content system spells it ("product group", "custom HTML", "userMessage")', () => {
    const { services, published } = contentServices();
    renderBlocks(
      [aBlock('custom HTML', { html: '<p>Hallo</p>' }), aBlock('userMessage', { text: 'Heute geöffnet' }), aBlock('Line Separator')],
      services,
    );
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Heute geöffnet');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(trackedEvents(published)).toEqual([]);
  });

  it('leaves out a block whose fields break its schema, reports which, and keeps the others', () => {
    const { services, published } = contentServices();
    renderBlocks([aBlock('button', { label: 'Los' }), aBlock('text', { text: 'Bleibt' })], services);
    expect(screen.queryByText('Los')).not.toBeInTheDocument();
    expect(screen.getByText('Bleibt')).toBeInTheDocument();
    expect(trackedEvents(published)).toEqual([
      expect.objectContaining({ event: 'contentBlockProblem', problem: 'invalid-fields', blockType: 'button', detail: 'href' }),
    ]);
  });

  it('keeps the page when one block fails while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services, published } = contentServices();
    const Failing = () => {
      throw new Error('kaputt');
    };
    renderWithServices(
      <BlockEnvironmentProvider>
        <BlockComponentsProvider value={{ ...BLOCK_COMPONENTS, table: Failing }}>
          <BlockList blocks={[aBlock('table', { head: ['A'], rows: [] }), aBlock('text', { text: 'Weiter geht es' })]} />
        </BlockComponentsProvider>
      </BlockEnvironmentProvider>,
      { services },
    );
    expect(screen.getByText('Weiter geht es')).toBeInTheDocument();
    expect(trackedEvents(published)).toContainEqual(
      expect.objectContaining({ problem: 'render-failed', blockType: 'table', detail: 'kaputt' }),
    );
  });
});
