import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ApiError, call, type ApiClient } from '@storefront/shared/platform/api';
import { getRecipe, getRecipes, recipeSchema } from '@storefront/shared/catalogue';
import { searchRecipes } from '@storefront/shared/search';
import { seedProducts } from '../seed/catalogue';
import { seedRecipes } from '../seed/recipes';
import { openSeededShopStore } from '../../platform/seed-shop';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

describe('the seeded recipes', () => {
  it('are at least 20, valid per the shared recipeSchema, with unique slugs', () => {
    expect(seedRecipes.length).toBeGreaterThanOrEqual(20);
    for (const recipe of seedRecipes) expect(safeParse(recipeSchema, recipe).success, recipe.slug).toBe(true);
    expect(new Set(seedRecipes.map((recipe) => recipe.slug)).size).toBe(seedRecipes.length);
  });

  it('link their ingredients to products that exist, most ingredients of every recipe', () => {
    const skus = new Set(seedProducts.map((product) => product.sku));
    for (const recipe of seedRecipes) {
      const linked = recipe.ingredients.filter((ingredient) => ingredient.sku !== undefined);
      for (const ingredient of linked) expect(skus.has(ingredient.sku!), `${recipe.slug}: ${ingredient.name}`).toBe(true);
      expect(linked.length / recipe.ingredients.length, recipe.slug).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('are kept with their product links in the database, which refuses a link to no product', async () => {
    const store = await openSeededShopStore(':memory:');
    try {
      const linked = seedRecipes.flatMap((recipe) => recipe.ingredients.filter((ingredient) => ingredient.sku !== undefined));
      expect(store.db.prepare('SELECT count(*) AS n FROM recipe_ingredients').get()).toEqual({ n: linked.length });
      expect(() =>
        store.db.prepare('INSERT INTO recipe_ingredients (recipe_slug, position, sku) VALUES (?, ?, ?)').run(seedRecipes[0]!.slug, 99, '999999'),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      store.db.close();
    }
  });
});

describe('GET /api/recipes/{slug}', () => {
  it('answers the recipe with servings, time, difficulty, ingredients and steps', async () => {
    const recipe = await call(api, getRecipe, { params: { slug: 'kaiserschmarrn-mit-zwetschkenroester' } });
    expect(recipe).toEqual(seedRecipes.find((r) => r.slug === 'kaiserschmarrn-mit-zwetschkenroester'));
    expect(recipe.ingredients).toContainEqual({ name: 'Zwetschken', quantity: '500 g', sku: '203007' });
  });

  it('answers 404 recipeNotFound for an unknown slug and 400 for one that is no slug', async () => {
    const error = await call(api, getRecipe, { params: { slug: 'sachertorte' } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, details: { errorCode: 'recipeNotFound' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/recipes/Sacher%20Torte' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('slug');
  });

  it('is found by an ingredient too, title matches first', async () => {
    const found = await call(api, searchRecipes, { params: { term: 'BERGKASE' }, query: { pageSize: 10, offset: 0 } });
    expect(found.results.map((hit) => hit.slug)).toEqual(['risotto-mit-bergkaese-und-erbsen', 'kaesespaetzle-mit-roestzwiebeln']);
  });
});

describe('GET /api/recipes', () => {
  it('lists all recipes in the kitchen’s order, picks by slugs in their order, or searches by term', async () => {
    const all = await call(api, getRecipes, { query: { pageSize: 100 } });
    expect(all.total).toBe(seedRecipes.length);
    expect(all.results.map((recipe) => recipe.slug)).toEqual(seedRecipes.map((recipe) => recipe.slug));
    const [first, second] = seedRecipes;
    const picked = await call(api, getRecipes, { query: { slugs: [second!.slug, 'gibt-es-nicht', first!.slug] } });
    expect(picked.results.map((recipe) => recipe.slug)).toEqual([second!.slug, first!.slug]);
    const found = await call(api, getRecipes, { query: { term: 'spaghetti' } });
    expect(found.total).toBeGreaterThan(0);
    expect(found.results.every((recipe) => JSON.stringify(recipe).toLowerCase().includes('spaghetti'))).toBe(true);
    const paged = await call(api, getRecipes, { query: { pageSize: 5, offset: 5 } });
    expect(paged).toMatchObject({ total: seedRecipes.length, count: 5, offset: 5 });
  });
});
