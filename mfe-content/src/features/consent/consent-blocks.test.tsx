import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsentService } from '@storefront/shared/platform/contracts';
import { aBlock, contentServices, controllableConsent, renderBlocks } from '../../testing/content.test-support';

const cookieList = () =>
  aBlock(
    'cookie-list',
    {
      groups: [
        { consentGroup: 'necessary', name: 'Notwendige Cookies', cookies: [{ name: 'sid', provider: 'Frischmarkt', purpose: 'Anmeldung', duration: 'Sitzung' }] },
        { consentGroup: 'statistic', name: 'Statistik', cookies: [{ name: '_sf_stats', provider: 'Frischmarkt', purpose: 'Seitenaufrufe', duration: '13 Monate' }] },
        { consentGroup: 'marketing', name: 'Marketing', cookies: [] },
      ],
    },
    'Welche Cookies wir verwenden',
  );

describe('cookie list', () => {
  it('lists the cookies of each group with the state of the shopper’s consent, live', () => {
    const consent = controllableConsent({ marketing: false, statistic: true, targetGroupSelection: false });
    const { services } = contentServices({ consent: consent.service });
    renderBlocks([cookieList()], services);
    const necessary = screen.getByRole('region', { name: 'Notwendige Cookies' });
    expect(within(necessary).getByText('Immer aktiv')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Cookies der Gruppe Notwendige Cookies' })).getByRole('rowheader', { name: 'sid' })).toBeInTheDocument();
    const marketing = screen.getByRole('region', { name: 'Marketing' });
    expect(within(marketing).getByText('Nicht aktiv')).toBeInTheDocument();
    act(() => consent.set({ marketing: true, statistic: true, targetGroupSelection: false }));
    expect(within(marketing).getByText('Aktiv')).toBeInTheDocument();
  });
});

describe('cookie settings button', () => {
  it('opens the consent tool’s settings through the shell', async () => {
    const openSettings = vi.fn();
    const consent: ConsentService = { ...controllableConsent({ marketing: true, statistic: true, targetGroupSelection: true }).service, openSettings };
    const { services } = contentServices({ consent });
    renderBlocks([aBlock('cookie-settings-button', { label: 'Cookie-Einstellungen ändern' })], services);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
  });

  it('is left out in a shop without a consent tool, which has no settings to open', () => {
    const consent = controllableConsent({ marketing: true, statistic: true, targetGroupSelection: true });
    const { services } = contentServices({ consent: consent.service });
    renderBlocks([aBlock('cookie-settings-button', { label: 'Cookie-Einstellungen ändern' })], services);
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen ändern' })).not.toBeInTheDocument();
  });
});
