import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../testing/render-account.test-support';
import { LoyaltySection } from './loyalty-section';

const member = {
  pools: [
    { poolId: 'joe-punkte', tags: ['punkte'], value: 1280 },
    { poolId: 'caritas', tags: ['caritas_aktiv'], value: 150 },
  ],
  promotions: [],
  vouchers: [
    {
      articleId: 'LV-BIO-15',
      promotionId: 'P-1',
      type: 'joe',
      title: '-15 % auf Bio-Produkte',
      coins: 200,
      validFrom: '2026-11-19',
      validUntil: '2026-12-17',
      barcodeImage: '/media/vouchers/LV-BIO-15.svg',
    },
  ],
  mpCardId: '9120012345676',
  loyalityMemberId: 'J-4711-0815',
};

describe('loyalty club', () => {
  it('shows card, points, the donor flag and each voucher with its barcode, coins and validity', async () => {
    renderAccount(<LoyaltySection />, {
      handlers: {
        'GET /api/customers/loyalty/card-info': { body: member },
        'GET /api/customers/physical-card/status': { body: { orderAvailability: 'IsOrdered' } },
      },
    });
    expect(await screen.findByText('9120012345676', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('account.loyalty.donor')).toBeInTheDocument();
    const voucher = screen.getByRole('listitem', { name: '-15 % auf Bio-Produkte' });
    expect(voucher.querySelector('img')?.getAttribute('src')).toBe('/media/vouchers/LV-BIO-15.svg');
    expect(voucher.textContent).toContain('account.vouchers.coins');
    expect(voucher.textContent).toContain('account.vouchers.validFromUntil');
  });

  it('clears the card information on 10048 and says why', async () => {
    renderAccount(<LoyaltySection />, {
      handlers: {
        'GET /api/customers/loyalty/card-info': { status: 409, body: { errorCode: 10048, message: 'blocked' } },
        'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanNotBeOrdered' } },
      },
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('loyalty.error.10048');
    expect(screen.queryByText('9120012345676')).toBeNull();
  });

  it('takes a 401 of card-info as "not a member", not as an error', async () => {
    renderAccount(<LoyaltySection />, {
      handlers: {
        'GET /api/customers/loyalty/card-info': { status: 401, body: { errorCode: 'unauthorized', message: 'no' } },
        'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanBeOrdered' } },
      },
    });
    expect(await screen.findByText('account.error.noLoyaltyMember', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('the way to a new card, where the texts promise one', () => {
    const physicalcard = {
      orderText: 'Noch keine Karte? Wir schicken sie Ihnen kostenlos per Post.',
      statusTexts: { blocked: 'Ihre Karte ist gesperrt. Eine neue schickt Ihnen unser Kundenservice kostenlos per Post.' },
      serviceLink: { label: 'Karte beim Kundenservice bestellen', href: '/service' },
    };
    const configs = { 'GET /api/content/configs/client': { body: { physicalcard } } };

    it('offers a non-member without a card the link to order one', async () => {
      renderAccount(<LoyaltySection />, {
        handlers: {
          ...configs,
          'GET /api/customers/loyalty/card-info': { status: 404, body: { errorCode: 'notFound', message: 'no' } },
          'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanBeOrdered' } },
        },
      });
      expect(await screen.findByText(/Wir schicken sie Ihnen kostenlos per Post/, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Karte beim Kundenservice bestellen' })).toHaveAttribute('href', '/service');
    });

    it('offers a member with a blocked card the link too, and a member with an active card none', async () => {
      const { view } = renderAccount(<LoyaltySection />, {
        handlers: {
          ...configs,
          'GET /api/customers/loyalty/card-info': { body: member },
          'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanNotBeOrdered' } },
        },
      });
      expect(await screen.findByText(/Ihre Karte ist gesperrt/, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Karte beim Kundenservice bestellen' })).toHaveAttribute('href', '/service');
      view.unmount();

      renderAccount(<LoyaltySection />, {
        handlers: {
          ...configs,
          'GET /api/customers/loyalty/card-info': { body: member },
          'GET /api/customers/physical-card/status': { body: { orderAvailability: 'IsOrdered' } },
        },
      });
      expect(await screen.findByText('9120012345676', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Karte beim Kundenservice bestellen' })).toBeNull();
    });
  });
});
