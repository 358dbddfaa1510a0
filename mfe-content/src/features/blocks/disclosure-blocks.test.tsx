import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBlock, contentServices, renderBlocks } from '../../testing/content.test-support';

const tabs = () =>
  aBlock('tabs', {}, 'Frischmarkt im Überblick', [
    aBlock('text', { text: 'Seit 1962.' }, 'Geschichte'),
    aBlock('text', { text: 'Elektrotransporter.' }, 'Nachhaltigkeit'),
    aBlock('text', { text: 'Wir suchen Sie.' }, 'Karriere'),
  ]);

describe('tabs', () => {
  it('shows the first panel, named by its tab, and the others on click', async () => {
    const { services } = contentServices();
    renderBlocks([tabs()], services);
    const list = screen.getByRole('tablist', { name: 'Frischmarkt im Überblick' });
    const [history, sustainability] = within(list).getAllByRole('tab');
    expect(history!).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Geschichte' }).textContent).toBe('Seit 1962.');
    // The panel's headline is the tab's name; it is not repeated inside.
    expect(screen.queryByRole('heading', { name: 'Geschichte' })).not.toBeInTheDocument();
    await userEvent.setup().click(sustainability!);
    expect(screen.getByRole('tabpanel', { name: 'Nachhaltigkeit' }).textContent).toBe('Elektrotransporter.');
    expect(screen.getByText('Seit 1962.').closest<HTMLElement>('[role="tabpanel"]')!.hidden).toBe(true);
  });

  it('is one Tab stop; arrow keys move and wrap, Home and End jump, the focused tab shows its panel', async () => {
    const { services } = contentServices();
    renderBlocks([aBlock('text', { text: 'Davor' }), tabs()], services);
    const user = userEvent.setup();
    const [history, sustainability, jobs] = screen.getAllByRole('tab');
    expect([history, sustainability, jobs].map((tab) => tab!.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(history).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(sustainability).toHaveFocus();
    expect(screen.getByRole('tabpanel').textContent).toBe('Elektrotransporter.');
    await user.keyboard('{End}');
    expect(jobs).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(history).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(jobs).toHaveFocus();
    await user.keyboard('{Home}');
    expect(history).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('accordion', () => {
  const faq = (allowMultiple?: boolean) =>
    aBlock('accordion', allowMultiple === undefined ? {} : { allowMultiple }, 'Häufige Fragen', [
      aBlock('text', { text: 'Bis 22 Uhr am Vorabend.' }, 'Kann ich meine Bestellung ändern?'),
      aBlock('text', { text: 'Mit Karte, PayPal oder auf Rechnung.' }, 'Wie kann ich bezahlen?'),
    ]);

  it('opens an item with its button in a heading, closing the other', async () => {
    const { services } = contentServices();
    renderBlocks([faq()], services);
    const user = userEvent.setup();
    const change = screen.getByRole('button', { name: 'Kann ich meine Bestellung ändern?' });
    const pay = screen.getByRole('button', { name: 'Wie kann ich bezahlen?' });
    expect(change.closest('h3')).not.toBeNull();
    expect(change).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Bis 22 Uhr am Vorabend.').closest<HTMLElement>('[role="region"]')!.hidden).toBe(true);
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Kann ich meine Bestellung ändern?' }).textContent).toBe('Bis 22 Uhr am Vorabend.');
    change.focus();
    await user.keyboard('{Tab}{Enter}');
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(pay).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several items open when allowMultiple is set', async () => {
    const { services } = contentServices();
    renderBlocks([faq(true)], services);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kann ich meine Bestellung ändern?' }));
    await user.click(screen.getByRole('button', { name: 'Wie kann ich bezahlen?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
