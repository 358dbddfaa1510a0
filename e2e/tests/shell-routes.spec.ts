import { expect, slot, test } from './fixtures';

test.describe('the shell routes', () => {
  test('a guest on a login-required page goes to login with returnUrl and authRequired=true', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/konto?from=registration');
    await expect(page).toHaveURL('/anmelden?returnUrl=%2Fkonto%3Ffrom%3Dregistration&authRequired=true');
    await expect(slot(page, 'route:login').getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('a route whose validity check fails is the 404 page with the content-managed not-found page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/produkt/%20');
    await expect(page.locator('[data-error-message="Page Not Found: /produkt/%20"]')).toBeVisible();
    // The error's message is for logs and tools: the German page shows no English line.
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Diese Seite gibt es nicht – /);
    // The content remote's not-found page, placed by the shell's error page.
    await expect(slot(page, 'fragment:not-found-content').getByRole('heading').first()).toBeVisible();
    // The frame stays: the shopper can go on from the header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Frischmarkt' })).toBeVisible();
  });

  test('a path with no content page answers 404 to the browser, and shows the content-managed not-found page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const response = await page.goto('/gibt-es-nicht-mehr');
    // A crawler reads the status without running the page; the shopper sees the same page as before.
    expect(response?.status()).toBe(404);
    // The content route's own not-found page, the content system's.
    await expect(page).toHaveTitle(/^Seite nicht gefunden – Frischmarkt$/);
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
    // An old path the redirect table moves is the redirect itself, before any script runs.
    const moved = await page.request.get('/hilfe?utm=mail', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/service?utm=mail');
  });

  test('a remote raises the 404 page: an unknown category shows the shell’s error page, and the next page is normal again', async ({ page, consoleErrors }) => {
    void consoleErrors;
    // The page's status says it before the page runs: the shop has no such category.
    expect((await page.goto('/sortiment/tiernahrung'))?.status()).toBe(404);
    await expect(page.locator('[data-error-message="Page Not Found: /sortiment/tiernahrung"]')).toBeVisible();
    // The error's message is for logs and tools: the German page shows no English line.
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Diese Seite gibt es nicht – /);
    await expect(slot(page, 'fragment:not-found-content').getByRole('heading').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-error-message]')).toHaveCount(0);
  });

  test('a crawler without scripts reads 404 for a product, recipe or brand the shop does not have, and 200 for one it has', async ({ request }) => {
    for (const missing of ['/produkt/gibt-es-nicht/999999', '/rezept/gibt-es-nicht', '/marke/keine-marke']) {
      expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
    }
    for (const there of ['/produkt/bio-vollmilch-3-8-1-l/100201', '/rezept/marillenknoedel-aus-topfenteig', '/marke/alpenhof']) {
      expect((await request.get(there, { maxRedirects: 0 })).status(), there).toBe(200);
    }
  });

  // The backend's seeded redirect table (the shop API README: "Redirects").
  test.describe('the redirect table applies before routing', () => {
    test('oneToOne by the exact path', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.goto('/hilfe?utm=mail');
      await expect(page).toHaveURL('/service?utm=mail');
      await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('manyToOne by prefix', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.goto('/magazin/2024/kuerbiszeit');
      await expect(page).toHaveURL('/rezepte-inspiration');
      await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('manyToMany by prefix, the rest of the path kept', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.goto('/shop/obst-gemuese');
      await expect(page).toHaveURL('/sortiment/obst-gemuese');
      await expect(slot(page, 'route:products-slug')).toBeVisible();
      // "Back" does not return to the redirected path: the redirect replaced it.
      await page.goBack();
      expect(page.url()).not.toContain('/shop/');
    });
  });
});
