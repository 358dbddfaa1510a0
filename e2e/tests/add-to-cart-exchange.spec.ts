import { api, expect, slot, test } from './fixtures';

/** From the navigation to the remotes' parts on a busy machine: the shell's boot, the listing, the mini-cart. */
const LOADED = { timeout: 30_000 };

test.describe('the add-to-cart exchange', () => {
  test('an add from a category listing reads the cart no more: the tile shows the new quantity from the cart’s announcement', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    // The service is chosen before (a pickup store), on a page of the shop's origin without the shop on it,
    // so the add goes straight to the cart without the service dialog.
    await page.goto('/manifest.webmanifest');
    await api(page, 'POST', '/api/carts/distribution-address', { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
    await page.goto('/sortiment/obst');
    const listing = slot(page, 'route:products-slug');
    const tile = listing.getByRole('article').filter({ has: page.getByRole('button', { name: /^1 Stk\. .+ in den Warenkorb$/ }) }).first();
    const add = tile.getByRole('button', { name: /^1 Stk\. .+ in den Warenkorb$/ });
    await expect(add).toBeVisible(LOADED);
    // The page has read the cart before the shopper presses the button: the mini-cart shows it (painted from
    // the tab's last count at first) and the page's first calls are over.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb: 0 Artikel, / })).toBeVisible(LOADED);
    await page.waitForLoadState('networkidle');

    const reads: string[] = [];
    const changes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/carts' && request.method() === 'GET') reads.push(path);
      if (path.startsWith('/api/carts/items') && request.method() !== 'GET') changes.push(`${request.method()} ${path}`);
    });
    await add.click();

    // The one feedback of the add: the cart's notification; the tile shows what the cart now holds.
    await expect(page.getByText('Der Artikel liegt in Ihrem Warenkorb.').first()).toBeVisible(LOADED);
    await expect(tile.getByText('Im Warenkorb: 1 Stk.')).toBeVisible(LOADED);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb: 1 Artikel, / })).toBeVisible(LOADED);
    // Whatever follows the add (its validation) has had its time.
    await page.waitForLoadState('networkidle');
    expect(changes).toEqual(['POST /api/carts/items']);
    expect(reads, 'GET /api/carts after the click').toEqual([]);
  });
});
