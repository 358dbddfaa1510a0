import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { catalogueTestMessages as messages } from '../../testing/catalogue.test-support';
import { CategoryMenu } from './category-menu';


const trees = [
  {
    name: 'Obst & Gemüse',
    slug: 'obst-gemuese',
    children: [{ name: 'Obst', slug: 'obst', children: [{ name: 'Äpfel', slug: 'aepfel', children: [] }] }],
  },
  { name: 'Tiefkühl', slug: 'tiefkuehl', children: [] },
];

describe('the category menu in the header', () => {
  it('opens the tree from its button, goes down a level, follows a link through the shell and closes', async () => {
    const { services, navigations } = createTestServices({ messages, handlers: { 'GET /api/category-trees': { body: trees } } });
    renderParcel(CategoryMenu, { services });
    const user = userEvent.setup();

    expect(screen.getByRole('link', { name: 'Sortiment' }).getAttribute('href')).toBe('/products-slug');
    const toggle = screen.getByRole('button', { name: 'Kategorien anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const top = await screen.findByRole('list', { name: 'Alle Kategorien des Sortiments' });
    // A top category without children is a link; one with children opens its level.
    expect(within(top).getByRole('link', { name: 'Tiefkühl' }).getAttribute('href')).toBe('/products-slug/tiefkuehl');
    await user.click(within(top).getByRole('button', { name: /Obst & Gemüse/ }));
    const level = screen.getByRole('region', { name: 'Obst & Gemüse' });
    expect(within(level).getByRole('link', { name: 'Alles aus Obst & Gemüse' }).getAttribute('href')).toBe('/products-slug/obst-gemuese');
    await user.click(within(level).getByRole('link', { name: 'Äpfel' }));
    expect(navigations).toEqual(['/products-slug/aepfel']);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('walks the top categories with the arrow keys, closes on Escape and puts the focus back on its button', async () => {
    const { services } = createTestServices({ messages, handlers: { 'GET /api/category-trees': { body: trees } } });
    renderParcel(CategoryMenu, { services });
    const user = userEvent.setup();

    const toggle = screen.getByRole('button', { name: 'Kategorien anzeigen' });
    await user.click(toggle);
    // The arrows walk the top categories.
    const allLink = await screen.findByRole('link', { name: 'Ganzes Sortiment' });
    allLink.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Obst & Gemüse/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tiefkühl' }));
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: /Obst & Gemüse/ }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.queryByRole('list', { name: 'Alle Kategorien des Sortiments' })).toBeNull();
  });
});
