import { expect, slot, test } from './fixtures';

test.describe('a new build', () => {
  test('followed by a failing chunk reloads the page exactly once, never in a loop', async ({ page }) => {
    // Every answer names a newer build than the one before: a deploy happened.
    let build = 0;
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: `build-${++build}` } }));
    // The code of the catalogue's route pages is gone (its header fragment still loads).
    await page.route(/\/remotes\/catalogue\/.*\/route-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    await page.goto('/');
    await expect(slot(page, 'route:index').locator('h1').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();

    // One reload of the page the shopper went to ...
    await expect.poll(() => documents).toEqual(['/', '/sortiment']);
    // ... whose code fails again: the guard keeps it at one reload, the slot shows its fallback.
    await expect(slot(page, 'route:products-slug').getByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(documents).toEqual(['/', '/sortiment']);
    expect(await page.evaluate(() => Object.keys(JSON.parse(sessionStorage.getItem('sf-build-reloads') ?? '{}')))).toEqual(['/sortiment']);
  });

  test('without a new build a failing chunk does not reload', async ({ page }) => {
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'build-1' } }));
    await page.route(/\/remotes\/catalogue\/.*\/route-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/sortiment');
    await expect(slot(page, 'route:products-slug').getByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(documents).toEqual(['/sortiment']);
  });

  test('a page load asks for the build id once: the build watcher and the route rules share the answer', async ({ page }) => {
    const asked: string[] = [];
    const meta: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/builds/latest.json') asked.push(pathname);
      if (pathname.startsWith('/builds/meta/')) meta.push(pathname);
    });
    await page.goto('/');
    await expect(slot(page, 'route:index').locator('h1').first()).toBeVisible();
    // The route rules come 1 s after start (doc 1 §9), from the build the watcher learnt.
    await expect.poll(() => meta.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1_000);
    expect(asked).toEqual(['/builds/latest.json']);
  });
});


test.describe('the build’s route rules (doc 1 §7)', () => {
  test('the old start page path /startseite leads to the start page, replacing its history entry', async ({ page }) => {
    await page.goto('/sortiment');
    await expect(slot(page, 'route:products-slug').locator('h1').first()).toBeVisible();
    await page.goto('/startseite');
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(slot(page, 'route:index').locator('h1').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/sortiment$/);
  });
});
