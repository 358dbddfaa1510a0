import { expect, slot, test } from './fixtures';

test.describe('the catalogue blocks content places', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the offers page renders its product promotion and product group, not error boxes', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/angebote');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Angebote der Woche' })).toBeVisible({ timeout: 15_000 });

    const promotion = page.locator('[data-fragment="product-promotion"]');
    await expect(promotion.getByText('-17 %')).toBeVisible({ timeout: 15_000 });
    await expect(promotion.getByRole('link', { name: 'Äpfel Elstar 1 kg' })).toHaveAttribute('href', /^\/produkt\/aepfel-elstar-1-kg\/100102$/);
    await expect(promotion.getByRole('button', { name: /Äpfel Elstar 1 kg in den Warenkorb/ })).toBeEnabled();

    const group = page.locator('[data-fragment="product-group"]');
    const list = group.getByRole('list', { name: 'Obst, Gemüse und Molkerei' });
    await expect(list.getByRole('article')).toHaveCount(5, { timeout: 15_000 });
    await expect(page.getByText('Dieser Bereich ist gerade nicht verfügbar.')).toHaveCount(0);

    // A tile leads to its product page.
    await list.getByRole('link', { name: 'Bio-Vollmilch 3,8 % 1 l' }).click();
    await expect(slot(page, 'route:product-slug').getByRole('heading', { level: 1, name: 'Bio-Vollmilch 3,8 % 1 l' })).toBeVisible({ timeout: 15_000 });
  });

  test('the recipe inspiration page: a recipe group and a recipe search that opens the recipes page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/rezepte-inspiration');
    const group = page.locator('[data-fragment="recipe-group"]');
    const cards = group.getByRole('list', { name: 'Rezeptideen für die Woche' }).getByRole('article');
    await expect(cards).toHaveCount(3, { timeout: 15_000 });
    await expect(cards.first().getByRole('link')).toHaveText('Spaghetti mit Tomatensauce und Basilikum');

    const search = page.locator('[data-fragment="recipe-search"]').getByRole('search', { name: 'Rezeptsuche' });
    await search.getByRole('searchbox', { name: 'Rezept suchen' }).fill('ap');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(search.getByText('Bitte geben Sie mindestens 3 Zeichen ein.')).toBeVisible();
    await search.getByRole('searchbox', { name: 'Rezept suchen' }).fill('apfel');
    await search.getByRole('button', { name: 'Suchen' }).click();

    await expect(page).toHaveURL(/\/rezepte\?q=apfel$/);
    const recipes = slot(page, 'route:recipes');
    await expect(recipes.getByRole('status')).toHaveText(/\d+ Rezepte? zu „apfel“/, { timeout: 15_000 });
    await recipes.getByRole('link', { name: 'Apfel-Zimt-Porridge' }).click();

    const recipe = slot(page, 'route:recipe-slug');
    await expect(recipe.getByRole('heading', { level: 1, name: 'Apfel-Zimt-Porridge' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle('Apfel-Zimt-Porridge – Rezept – Frischmarkt');
    // The quantities follow the servings.
    const servings = recipe.getByRole('group', { name: 'Portionen' });
    await expect(servings).toContainText('2 Portionen');
    const ingredients = recipe.getByRole('region', { name: 'Zutaten' });
    const firstQuantity = await ingredients.getByRole('listitem').first().locator('span').first().textContent();
    await servings.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await servings.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await expect(servings).toContainText('4 Portionen');
    await expect(ingredients.getByRole('listitem').first().locator('span').first()).not.toHaveText(firstQuantity ?? '');
    // Ingredients the shop sells link to their products, with their add buttons.
    await expect(ingredients.getByRole('button', { name: /in den Warenkorb/ }).first()).toBeEnabled();
  });

  test('an unknown recipe is the 404 page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/rezept/gibt-es-nicht');
    await expect(slot(page, 'fragment:not-found-content').getByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible({ timeout: 15_000 });
  });
});
