import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBlock, anImage, contentServices, renderBlocks } from '../../testing/content.test-support';

describe('text and layout blocks', () => {
  it('shows headlines at their level, plain text as paragraphs, rich text sanitized', () => {
    const { services } = contentServices();
    const { container } = renderBlocks(
      [
        aBlock('headline', { level: 1 }, 'Über Frischmarkt'),
        aBlock('text', { text: 'Erster Absatz.\n\nZweiter <b>Absatz</b>.' }, 'Geschichte'),
        aBlock('text', { html: '<p>Fett: <strong>ja</strong><img src=x onerror="alert(1)"></p><script>alert(2)</script>' }),
      ],
      services,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Über Frischmarkt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Geschichte' })).toBeInTheDocument();
    // Plain text stays text: the tag is shown, not interpreted.
    expect(screen.getByText('Zweiter <b>Absatz</b>.').tagName).toBe('P');
    expect(screen.getByText('ja').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('follows a link into the shop inside custom HTML through the shell, not with a reload', async () => {
    const { services, navigations } = contentServices();
    renderBlocks([aBlock('custom-html', { html: '<p>Siehe <a href="/service">Service</a></p>' })], services);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Service' }));
    expect(navigations).toEqual(['/service']);
  });

  it('puts rows of columns and sections with their headings one level down', () => {
    const { services } = contentServices();
    const { container } = renderBlocks(
      [
        aBlock('section', { backgroundColor: '#f1f8f3' }, 'So einfach geht’s', [
          aBlock('row', {}, undefined, [
            aBlock('column', {}, undefined, [aBlock('feature', { text: 'Kostenlos anmelden.', icon: anImage('') }, '1. Anmelden')]),
            aBlock('column', { span: 8 }, undefined, [aBlock('feature', { text: 'Karte zeigen.' }, '2. Einkaufen')]),
          ]),
        ]),
      ],
      services,
    );
    const section = screen.getByRole('region', { name: 'So einfach geht’s' });
    expect(section.style.backgroundColor).toBe('rgb(241, 248, 243)');
    expect(within(section).getByRole('heading', { level: 2, name: 'So einfach geht’s' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: '1. Anmelden' })).toBeInTheDocument();
    const columns = container.querySelectorAll<HTMLElement>('[data-block-type="column"] > div');
    expect([...columns].map((column) => column.style.getPropertyValue('--sf-column-span'))).toEqual(['6', '8']);
  });

  it('shows a table with column headers and a caption, scrollable by keyboard', () => {
    const { services } = contentServices();
    renderBlocks([aBlock('table', { caption: 'Servicegebühren', head: ['Bestellwert', 'Lieferung'], rows: [['ab 50 €', 'kostenlos']] })], services);
    const table = screen.getByRole('table', { name: 'Servicegebühren' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Bestellwert', 'Lieferung']);
    expect(within(table).getByRole('rowheader', { name: 'ab 50 €' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Servicegebühren' }).tabIndex).toBe(0);
  });

  it('links buttons and teasers into the shop, opens other sites in a new tab and drops dangerous links', async () => {
    const { services, navigations } = contentServices();
    renderBlocks(
      [
        aBlock('button', { label: 'Zum Sortiment', href: '/sortiment' }),
        aBlock('teaser', { text: 'Neu im Shop', image: anImage('Lieferwagen'), link: { label: 'Jetzt einkaufen', href: 'javascript:alert(1)' } }, 'Frisch geliefert'),
        aBlock('social-follow', { networks: [{ network: 'instagram', url: 'https://www.instagram.com/frischmarkt' }, { network: 'x', url: 'data:text/html,x' }] }),
      ],
      services,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Zum Sortiment' }));
    expect(navigations).toEqual(['/sortiment']);
    // The dangerous link is gone; its text stays.
    expect(screen.queryByRole('link', { name: 'Jetzt einkaufen' })).not.toBeInTheDocument();
    expect(screen.getByText('Jetzt einkaufen')).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveTextContent('(öffnet in neuem Fenster)');
    expect(screen.queryByRole('link', { name: /^X/ })).not.toBeInTheDocument();
  });

  it('shows a notice as a note, options and publications as cards, and contact details with phone and mail links', () => {
    const { services } = contentServices();
    renderBlocks(
      [
        aBlock('user-message', { severity: 'warning', text: 'Am Feiertag liefern wir bis 18 Uhr.' }),
        aBlock('option', { badge: 'Beliebt', text: 'Bis an die Tür.', bullets: ['7 bis 21 Uhr', 'ab 50 € gratis'], link: { label: 'Lieferfenster', href: '/liefergebiete' } }, 'Lieferung'),
        aBlock('publication', { fileUrl: '/flugblatt.pdf', fileSizeBytes: 2_400_000, validFrom: '2026-03-02', validTo: '2026-03-07' }, 'Flugblatt'),
        aBlock('contact', { name: 'Kundenservice', phone: '+43 1 234 56 78', email: 'service@frischmarkt.example', openingHours: [{ days: 'Mo–Fr', hours: '8–20 Uhr' }] }),
      ],
      services,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Am Feiertag liefern wir bis 18 Uhr.');
    expect(screen.getByText('Beliebt')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['7 bis 21 Uhr', 'ab 50 € gratis']);
    expect(screen.getByText('Gültig von 2.3.2026 bis 7.3.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF herunterladen (2,4 MB)' })).toHaveAttribute('href', '/flugblatt.pdf');
    expect(screen.getByRole('link', { name: '+43 1 234 56 78' })).toHaveAttribute('href', 'tel:+4312345678');
    expect(screen.getByRole('link', { name: 'service@frischmarkt.example' })).toHaveAttribute('href', 'mailto:service@frischmarkt.example');
  });

  it('offers popular recipe searches as links to the recipes page', () => {
    const { services } = contentServices();
    renderBlocks([aBlock('recipe-search-content', { text: 'Was möchten Sie kochen?', searchTerms: ['Pasta', 'Vegetarisch'] })], services);
    expect(screen.getByRole('link', { name: 'Pasta' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByRole('link', { name: 'Vegetarisch' })).toBeInTheDocument();
  });
});
