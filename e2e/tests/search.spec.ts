import type { Page } from '@playwright/test';
import { expect, slot, takeRemoteDown, test } from './fixtures';

/** The search remote's flyout in the shell's header. */
function flyoutInput(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Suchbegriff' });
}

interface InsightsEvent {
  eventType: string;
  index: string;
  objectIDs: string[];
  positions?: number[];
}

/** The events the page sends to the search provider's insights endpoint (the backend's local sink). */
function recordInsights(page: Page): InsightsEvent[] {
  const events: InsightsEvent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/1/events') {
      events.push(...(JSON.parse(request.postData() ?? '{}').events as InsightsEvent[]));
    }
  });
  return events;
}

/** Each answer of the insights endpoint, with the events of its request. */
function recordInsightAnswers(page: Page): Array<{ status: number; events: InsightsEvent[] }> {
  const answers: Array<{ status: number; events: InsightsEvent[] }> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/1/events') {
      answers.push({ status: response.status(), events: JSON.parse(request.postData() ?? '{}').events as InsightsEvent[] });
    }
  });
  return answers;
}

/** The second tenant, by host name; Chromium resolves every *.localhost name to this machine. */
function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

test.describe('search: the flyout in the header and the result page', () => {
  test('typing fills the columns, and the keyboard picks a result', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const insights = recordInsights(page);
    await page.goto('/sortiment');
    const input = flyoutInput(page);
    await input.fill('vollmilch');
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    const flyout = page.getByTestId('search-flyout');
    const products = flyout.getByRole('listbox', { name: 'Produkte' });
    await expect(products.getByRole('option')).toHaveCount(5);
    await expect(flyout.getByRole('listbox', { name: 'Rezepte' }).getByRole('option').first()).toBeVisible();
    // Odd orders (products 1, recipes 3) in the first column, even (content 2) in the second.
    await expect(flyout.locator('[data-column="1"] [data-type]')).toHaveText([/^Produkte/, /^Rezepte/]);
    await expect(flyout.locator('[data-column="2"] [data-type]')).toHaveText([/^Inhalte/]);
    // Content has no page about whole milk: its emptyResultsContent, rendered by the content remote.
    await expect(flyout.locator('[data-type="content"]').getByText(/Fragen zu Lieferung und Abholung/)).toBeVisible();

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = products.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await expect(second).toContainText('Heumilch Vollmilch');
    await input.press('Enter');

    await expect(page).toHaveURL(/\/produkt\/heumilch-vollmilch-3-5-1-l\/210001$/);
    await expect(flyout).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => insights.find((event) => event.eventType === 'click')).toMatchObject({
      index: 'products',
      objectIDs: ['210001'],
      positions: [2],
    });
    expect(insights.some((event) => event.eventType === 'view' && event.index === 'products')).toBe(true);
  });

  test('Enter opens the result page; tab=products selects the products, and leaving clears the term', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const insights = recordInsights(page);
    await page.goto('/sortiment');
    const input = flyoutInput(page);
    await input.fill('vollmilch');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/suche\/vollmilch$/);

    const results = slot(page, 'route:search-term');
    await expect(results.getByRole('tab', { name: 'Produkte (5)' })).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveValue('vollmilch');
    await results.getByRole('tab', { name: /^Rezepte/ }).click();
    await expect(page).toHaveURL(/\/suche\/vollmilch\?tab=recipes$/);
    await expect(results.getByRole('tab', { name: /^Rezepte/ })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/suche/vollmilch?tab=products');
    await expect(results.getByRole('tab', { name: 'Produkte (5)' })).toHaveAttribute('aria-selected', 'true');
    await expect(results.getByTestId('search-result-count')).toHaveText('5 Produkte gefunden');
    // The catalogue's product-list fragment shows the found products as its tiles.
    const list = results.getByRole('list', { name: 'Gefundene Produkte' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(list.getByRole('link', { name: 'Bio-Vollmilch 3,8 % 1 l' })).toHaveAttribute('href', '/produkt/bio-vollmilch-3-8-1-l/100201');
    await list.getByRole('button', { name: 'Bio-Vollmilch 3,8 % 1 l in den Warenkorb' }).click();
    // A guest who has not chosen delivery or pickup is asked first (the cart's service selection).
    const serviceDialog = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });
    await expect(serviceDialog).toBeVisible({ timeout: 15_000 });
    expect(insights.some((event) => event.eventType === 'conversion'), 'no conversion before the cart has added the product').toBe(false);
    await serviceDialog.getByRole('radio', { name: 'Abholung im Markt' }).check();
    await serviceDialog.getByRole('group', { name: 'Markt für die Abholung' }).getByRole('radio').first().check();
    await serviceDialog.getByRole('button', { name: 'Diesen Markt wählen' }).click();
    await expect(serviceDialog).toBeHidden();
    // The product was found by search and the cart added it: a conversion.
    await expect.poll(() => insights.find((event) => event.eventType === 'conversion')).toMatchObject({ objectIDs: ['100201'] });

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();
    await expect(page).toHaveURL(/\/sortiment$/);
    await expect(input).toHaveValue('');
  });

  test('one result reads in the singular, several in the plural; a full result page’s insights are accepted', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    void consoleErrors;
    // Four pages of two tenants: three times the default time.
    test.slow();
    const answers = recordInsightAnswers(page);
    await page.goto('/sortiment');
    const input = flyoutInput(page);
    const status = page.getByRole('banner').getByRole('status');
    // The seeded shop has one camembert and no page or recipe about it.
    await input.fill('camembert');
    await expect(status).toHaveText(/^1 Vorschlag\. Mit den Pfeiltasten/);
    await input.fill('obst');
    await expect(status).toHaveText(/^([2-9]|\d{2,}) Vorschläge\. Mit den Pfeiltasten/);

    // Far more than a page of fruit: the first page shows 24 products, viewed in events of 20 and 4.
    await input.press('Enter');
    await expect(page).toHaveURL(/\/suche\/obst$/);
    const results = slot(page, 'route:search-term');
    await expect(results.getByTestId('search-result-count')).toHaveText(/^\d{2,} Produkte gefunden$/);
    await expect(results.getByRole('list', { name: 'Gefundene Produkte' }).getByRole('listitem')).toHaveCount(24);
    const productViews = (events: InsightsEvent[]) => events.filter((event) => event.eventType === 'view' && event.index === 'products');
    const pageView = () => answers.find((answer) => productViews(answer.events).flatMap((event) => event.objectIDs).length === 24);
    await expect.poll(pageView).toBeTruthy();
    expect(pageView()!.status).toBe(200);
    expect(productViews(pageView()!.events).map((event) => event.objectIDs.length)).toEqual([20, 4]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    await page.goto('/suche/camembert');
    await expect(results.getByRole('tab', { name: 'Produkte (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(results.getByTestId('search-result-count')).toHaveText('1 Produkt gefunden');
    // The second tenant reads the same bundle under its own paths.
    await page.goto(`${bioOrigin(baseURL)}/suchen/camembert`);
    await expect(page.getByTestId('search-result-count')).toHaveText('1 Produkt gefunden');
    expect(answers.map((answer) => answer.status).filter((code) => code !== 200)).toEqual([]);
  });

  test('a term without results shows each type’s emptyResultsContent', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const noResults = page.waitForResponse((response) => response.url().includes('/api/products/search/xylofon'));
    await page.goto('/sortiment');
    const input = flyoutInput(page);
    await input.fill('xylofon');
    expect((await (await noResults).json()).total).toBe(0);

    const flyout = page.getByTestId('search-flyout');
    await expect(flyout.getByText(/Kein passendes Produkt dabei\?/)).toBeVisible();
    await expect(flyout.getByText('Dazu haben wir noch kein Rezept.')).toBeVisible();
    await expect(flyout.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Keine Ergebnisse für „xylofon“.');

    await input.press('Escape');
    await expect(flyout).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  test('with the content remote down the flyout still searches, and empty types say so in a sentence', async ({ page, consoleErrors }) => {
    await takeRemoteDown(page, 'content');
    await page.goto('/sortiment');
    const input = flyoutInput(page);
    await input.fill('xylofon');
    const flyout = page.getByTestId('search-flyout');
    await expect(flyout.getByText('Keine Produkte gefunden.')).toBeVisible();
    await expect(flyout.getByText('Keine Inhalte gefunden.')).toBeVisible();
    await expect(flyout.getByText('Keine Rezepte gefunden.')).toBeVisible();

    await input.fill('käse');
    await expect(flyout.getByRole('listbox', { name: 'Produkte' }).getByRole('option').first()).toContainText('Bergkäse');
    // The banner of käse is a content block: without the content remote there is none.
    await expect(page.getByTestId('search-flyout-banner')).toBeEmpty();
    await page.mouse.click(5, 400);
    await expect(flyout).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a term typed into the header before the flyout came goes on in the flyout: searched, open, the focus kept', async ({ page, consoleErrors }) => {
    void consoleErrors;
    // The search remote's files come 2 s late: the shopper starts typing into the shell's plain form meanwhile.
    await page.route('**/remotes/search/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/sortiment');
    const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
    await plain.pressSequentially('vollmi');
    const input = flyoutInput(page);
    await expect(input).toHaveValue('vollmi', { timeout: 15_000 });
    await expect(plain).toHaveCount(0);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('lch');
    await expect(input).toHaveValue('vollmilch');
    await expect(page.getByTestId('search-flyout').getByRole('listbox', { name: 'Produkte' }).getByRole('option')).toHaveCount(5);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('the plain form the shopper types in keeps the field (and the keyboard) until they leave it; then its term goes over', async ({ page, consoleErrors }) => {
      void consoleErrors;
      let searchFiles = 0;
      await page.route('**/remotes/search/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        searchFiles += 1;
        await route.continue().catch(() => undefined);
      });
      await page.goto('/sortiment');
      const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
      await plain.tap();
      await plain.pressSequentially('milch');
      // The flyout's code arrives meanwhile; the field the shopper types in stays, focused.
      await expect.poll(() => searchFiles, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
      await page.waitForTimeout(1000);
      await expect(plain).toBeFocused();
      await expect(plain).toHaveValue('milch');
      await page.getByRole('main').getByRole('heading', { level: 1 }).tap();
      const input = flyoutInput(page);
      await expect(input).toHaveValue('milch');
      await expect(plain).toHaveCount(0);
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
  });

  for (const width of [390, 768, 1280]) {
    test(`at ${width} px the open flyout fits the screen: every price in view, nothing scrolls sideways`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sortiment');
      const input = flyoutInput(page);
      await input.fill('milch');
      const panel = page.getByTestId('search-flyout');
      const prices = panel.getByRole('listbox', { name: 'Produkte' }).getByRole('option').getByText(/€/);
      await expect(prices).toHaveCount(5);
      const box = (await panel.boundingBox())!;
      expect(box.x, 'the panel starts on the screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the panel ends on the screen').toBeLessThanOrEqual(width);
      for (const price of await prices.all()) await expect(price).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('with the search remote down the header keeps a plain search form', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await takeRemoteDown(page, 'search');
    await page.goto('/sortiment');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' }).fill('milch');
    await page.getByRole('banner').getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\/milch$/);
  });
});
