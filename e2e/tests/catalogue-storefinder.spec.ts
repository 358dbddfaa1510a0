import type { Page } from '@playwright/test';
import { expect, logInAsCustomer, slot, test } from './fixtures';


const favoriteStores = (page: Page) => page.evaluate(() => window.localStorage.getItem('favoriteStores'));

test.describe('the store finder', () => {
  test('a searched address orders the stores by distance; a guest’s favorite stores live in the browser', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/filialen');
    const finder = slot(page, 'route:storefinder');
    await expect(finder.getByRole('heading', { level: 1, name: 'Filialen' })).toBeVisible({ timeout: 15_000 });
    const stores = finder.getByRole('list', { name: 'Filialen' }).getByRole('article');
    await expect(stores.first()).toContainText('Mo');

    await finder.getByRole('searchbox', { name: 'Adresse oder Postleitzahl' }).fill('1060 Wien');
    await finder.getByRole('button', { name: 'Filialen finden' }).click();
    await expect(finder.getByRole('status')).toHaveText('Filialen nach Entfernung von 1060 Wien');
    await expect(stores.first()).toContainText('Wien');
    await expect(stores.first()).toContainText(/\d+(,\d)? km/);
    await expect(finder.getByRole('img', { name: 'Lage der Filialen zueinander' })).toBeVisible();

    const first = stores.first();
    const second = stores.nth(1);
    await first.getByRole('button', { name: 'Als Lieblingsfiliale merken' }).click();
    await second.getByRole('button', { name: 'Als Lieblingsfiliale merken' }).click();
    expect(JSON.parse((await favoriteStores(page)) ?? '[]')).toHaveLength(2);
    await page.reload();
    const remove = finder.getByRole('button', { name: 'Lieblingsfiliale entfernen' });
    await expect(remove).toHaveCount(2, { timeout: 15_000 });
    await expect(remove.first()).toHaveAttribute('aria-pressed', 'true');
    await remove.first().click();
    await expect(remove).toHaveCount(1);
    expect(JSON.parse((await favoriteStores(page)) ?? '[]')).toHaveLength(1);
    await remove.first().click();
    await expect(remove).toHaveCount(0);
    // The list is empty: the key is gone, not an empty list (doc 1 §4).
    await expect.poll(() => favoriteStores(page)).toBeNull();
  });

  test('a customer’s favorite store is saved on the account, nothing in the browser', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await logInAsCustomer(page);
    await page.goto('/filialen');
    const finder = slot(page, 'route:storefinder');
    // Any store that is not the customer's favorite yet (an earlier run on the same server may have chosen one).
    await expect(finder.getByRole('list', { name: 'Filialen' }).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    const name = await finder
      .getByRole('list', { name: 'Filialen' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Als Lieblingsfiliale merken' }) })
      .nth(2)
      .getByRole('heading')
      .textContent();
    const third = finder.getByRole('article', { name: name ?? '' });
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/customers/favorite-store') && request.method() === 'POST');
    await third.getByRole('button', { name: 'Als Lieblingsfiliale merken' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ storeType: expect.stringMatching(/^MY_STORE_/) });
    await expect(third.getByText('Ihre Lieblingsfiliale')).toBeVisible();
    expect(await favoriteStores(page)).toBeNull();
    await page.reload();
    await expect(finder.getByRole('article', { name: name ?? '' }).getByText('Ihre Lieblingsfiliale')).toBeVisible({ timeout: 15_000 });
  });
});
