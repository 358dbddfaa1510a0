import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FragmentHandle, FragmentService } from '@storefront/shared/platform/contracts';
import { textFallback } from '@storefront/shared/platform/parcel';
import { aBlock, blocksElement, contentServices, renderBlocks } from '../../testing/content.test-support';

/** A handle as the fragment service returns it (with whatever else the contract's handle carries). */
function handle(parts: Pick<FragmentHandle, 'update' | 'unmount'>, outcome: 'mounted' | 'fallback' = 'mounted'): FragmentHandle {
  return { ready: Promise.resolve(outcome), ...parts } as unknown as FragmentHandle;
}

describe('blocks owned by another remote', () => {
  it('mount the owner’s fragment through services.fragments with the fields, headline and id, and unmount it', () => {
    const unmount = vi.fn(async () => undefined);
    const update = vi.fn(async () => undefined);
    const mount = vi.fn<FragmentService['mount']>(() => handle({ update, unmount }));
    const base = contentServices();
    const services = { ...base.services, fragments: { mount } };
    const blocks = [
      aBlock('product group', { skus: ['100102', '100201'] }, 'Angebote der Woche'),
      aBlock('recipe-search', {}),
      aBlock('voucher-group', { kind: 'personal' }),
      aBlock('login-button', {}),
      aBlock('loyalty-club-link-button', {}),
      aBlock('product-promotion', { sku: '100102' }),
      aBlock('recipe-group', { slugs: ['apfel-zimt-porridge'] }),
    ];
    const { unmount: leave } = renderBlocks(blocks, services);
    expect(mount.mock.calls.map(([name]) => name)).toEqual([
      'product-group',
      'recipe-search',
      'voucher-group',
      'login-button',
      'loyalty-club-link-button',
      'product-promotion',
      'recipe-group',
    ]);
    const [, element, props] = mount.mock.calls[0]!;
    expect(element).toHaveAttribute('data-fragment', 'product-group');
    expect(props).toEqual({ skus: ['100102', '100201'], headline: 'Angebote der Woche', blockId: blocks[0]!.id });
    expect(update).not.toHaveBeenCalled();
    leave();
    expect(unmount).toHaveBeenCalledTimes(7);
  });

  it('hand changed fields to the mounted fragment instead of mounting it again', () => {
    const update = vi.fn(async () => undefined);
    const mount = vi.fn<FragmentService['mount']>(() => handle({ update, unmount: async () => undefined }));
    const base = contentServices();
    const services = { ...base.services, fragments: { mount } };
    const block = aBlock('product-group', { skus: ['100102'] });
    const { rerender } = renderBlocks([block], services);
    rerender(blocksElement([{ ...block, fields: { skus: ['100201'] } }]));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ skus: ['100201'], blockId: block.id });
  });

  it('show the fragment service’s fallback while the owner does not offer the fragment, and the page stays', () => {
    const base = contentServices();
    // As the shell's service does when the remote is missing, down or lacks the fragment.
    const fragments: FragmentService = {
      mount: (_name, element) => {
        textFallback('Dieser Bereich ist gerade nicht verfügbar.')(element, new Error('catalogue does not provide fragment product-group'));
        return handle({ update: async () => undefined, unmount: async () => undefined }, 'fallback');
      },
    };
    renderBlocks([aBlock('product-group', { skus: ['100102'] }, 'Angebote'), aBlock('text', { text: 'Alles frisch.' })], { ...base.services, fragments });
    expect(screen.getByRole('status').textContent).toBe('Dieser Bereich ist gerade nicht verfügbar.');
    expect(screen.getByText('Alles frisch.')).toBeInTheDocument();
  });
});
