import { test as base, expect, type Page } from '@playwright/test';

/** The remotes, the path of one route each renders, and how to recognise that page. */
export const REMOTE_PAGES = [
  { remote: 'content', path: '/', slot: 'route:index' },
  { remote: 'catalogue', path: '/sortiment', slot: 'route:products-slug' },
  { remote: 'search', path: '/suche/milch', slot: 'route:search-term' },
  { remote: 'account', path: '/anmelden', slot: 'route:login' },
  { remote: 'cart-checkout', path: '/warenkorb', slot: 'route:cart' },
] as const;

export type RemoteName = (typeof REMOTE_PAGES)[number]['remote'];

export const FALLBACK_TEXT = 'Dieser Bereich ist gerade nicht verfügbar.';

/**
 * Every test collects uncaught page errors and console errors; a test fails if
 * one reaches the console. Failed resource loads the test itself caused (an
 * aborted remote) are the only console errors allowed.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().startsWith('Failed to load resource')) return;
      errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
    expect(errors, 'no uncaught error reaches the console').toEqual([]);
  },
});

export { expect };

/** Moves to a remote's page the way a shopper does: through the shell's header. */
export async function goThroughHeader(page: Page, remote: RemoteName): Promise<void> {
  const header = page.getByRole('banner');
  switch (remote) {
    case 'content':
      return header.getByRole('link', { name: 'Frischmarkt' }).click();
    case 'catalogue':
      return header.getByRole('link', { name: 'Sortiment' }).click();
    case 'account':
      return header.getByRole('link', { name: 'Anmelden' }).click();
    case 'cart-checkout':
      return header.getByRole('link', { name: 'Warenkorb' }).click();
    case 'search':
      await headerSearchInput(page).fill('milch');
      return header.getByRole('button', { name: 'Suchen' }).click();
  }
}

/**
 * The header's search input: the search remote's flyout (a combobox) or, while
 * that remote is down, the shell's plain search form (a searchbox).
 */
export function headerSearchInput(page: Page) {
  const header = page.getByRole('banner');
  return header
    .getByRole('combobox', { name: 'Suchbegriff' })
    .or(header.getByRole('searchbox', { name: 'Suchbegriff' }));
}

export function slot(page: Page, name: string) {
  return page.locator(`[data-slot="${name}"]`);
}

/** Makes a remote unreachable: its manifest, entry and chunks all fail at the network. */
export async function takeRemoteDown(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}
