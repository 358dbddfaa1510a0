import type { Page } from '@playwright/test';
import { expect, inlineTenantConfig, test } from './fixtures';

/** The second tenant, by host name; Chromium resolves every *.localhost name to this machine. */
function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

/** The versions of the remote builds the page loaded, from their URLs (/remotes/<name>/<version>/…). */
function recordRemoteVersions(page: Page): Map<string, Set<string>> {
  const versions = new Map<string, Set<string>>();
  page.on('request', (request) => {
    const match = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (!match) return;
    const [, name, version] = match as unknown as [string, string, string];
    versions.set(name, (versions.get(name) ?? new Set()).add(version));
  });
  return versions;
}

async function searchFlyoutFor(page: Page, term: string) {
  const input = page.getByRole('banner').getByRole('combobox', { name: 'Suchbegriff' });
  await input.fill(term);
  const products = page.getByTestId('search-flyout').getByRole('listbox', { name: 'Produkte' });
  await expect(products.getByRole('option').first()).toBeVisible();
  return products;
}

test.describe('tenants run different remote versions (staged rollout seeded by the build)', () => {
  test('Frischmarkt runs search 1.0.0: the flyout lists results without marking the term', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const versions = recordRemoteVersions(page);
    const { clientRuntimeConfig } = inlineTenantConfig((await (await page.goto('/'))?.text()) ?? '');
    expect(clientRuntimeConfig.tenant).toBe('frischmarkt');
    expect(clientRuntimeConfig.remotes.find((remote: { name: string }) => remote.name === 'search')?.version).toBe('1.0.0');

    const products = await searchFlyoutFor(page, 'käse');
    await expect(products.getByRole('option').first()).toContainText(/käse/i);
    await expect(products.locator('mark')).toHaveCount(0);
    expect([...(versions.get('search') ?? [])]).toEqual(['1.0.0']);
  });

  test('Biogarten runs the release, search 1.1.0: the flyout marks the typed term, umlauts folded', async ({ page, baseURL, consoleErrors }) => {
    void consoleErrors;
    const versions = recordRemoteVersions(page);
    const { clientRuntimeConfig } = inlineTenantConfig((await (await page.goto(`${bioOrigin(baseURL)}/`))?.text()) ?? '');
    expect(clientRuntimeConfig.tenant).toBe('biogarten');
    const versionOf = (name: string) => clientRuntimeConfig.remotes.find((remote: { name: string }) => remote.name === name)?.version;
    expect(versionOf('search')).toBe('1.1.0');
    expect(versionOf('content')).toBe('1.0.0');

    // Typed without the dots: the search finds "Käse", and the flyout marks it.
    const products = await searchFlyoutFor(page, 'kase');
    await expect(products.getByRole('option').first().locator('mark').first()).toHaveText(/^käse$/i);
    expect([...(versions.get('search') ?? [])]).toEqual(['1.1.0']);
  });
});
