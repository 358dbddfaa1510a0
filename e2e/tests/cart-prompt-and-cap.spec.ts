import type { Page } from '@playwright/test';
import { api, expect, slot, takeRemoteDown, test } from './fixtures';

const MILK = { sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l' };
/** A lazy chunk on a busy machine: the remote, then the dialog's own chunk. */
const LAZY = { timeout: 15_000 };

interface CartAnswer {
  readonly distributionAddress: unknown;
  readonly productLineItems: ReadonlyArray<{ readonly quantity: number; readonly product: { readonly sku: string } }>;
}

function miniCart(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / });
}

/** How many of the milk the backend's cart holds (0 without a cart). */
async function milkInCart(page: Page): Promise<number> {
  const cart = await api<CartAnswer>(page, 'GET', '/api/carts').catch(() => null);
  return cart?.productLineItems.find((line) => line.product.sku === MILK.sku)?.quantity ?? 0;
}

test.describe('the optional service selection prompt (doc 2 §4, Biogarten)', () => {
  test('asked at the first add, put off with "Später wählen", skipped for the next 5 adds (across a reload), then asked again', async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    void consoleErrors;
    test.slow();
    const origin = new URL(baseURL!);
    origin.hostname = 'bio.localhost';
    await page.goto(`${origin.origin}/suchen/milch`);
    // Biogarten asks for cookie consent first.
    await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Nur notwendige' }).click(LAZY);
    await expect(miniCart(page)).toBeVisible(LAZY);
    const results = slot(page, 'route:search-term');
    const addMilk = () => results.getByRole('button', { name: `${MILK.name} in den Warenkorb` }).click(LAZY);
    const dialog = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });

    // Add 1: the prompt, which may be put off; the milk goes in the cart without a service.
    await addMilk();
    await expect(dialog).toBeVisible(LAZY);
    await expect(dialog.getByText('Sie können auch später wählen: Der Artikel kommt gleich in den Warenkorb.')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('prompt-optional-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('prompt-optional-1280.png') });
    await dialog.getByRole('button', { name: 'Später wählen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Der Artikel liegt in Ihrem Warenkorb.').first()).toBeVisible();
    await expect(miniCart(page)).toHaveAccessibleName(/^Warenkorb: 1 Artikel, /, LAZY);
    await expect.poll(() => milkInCart(page)).toBe(1);

    // Adds 2 to 6 go without the prompt; the count is kept for the visit, so a reload does not ask again sooner.
    for (let add = 2; add <= 6; add += 1) {
      if (add === 4) {
        await page.reload();
        await expect(miniCart(page)).toHaveAccessibleName(/^Warenkorb: 1 Artikel, /, LAZY);
      }
      await addMilk();
      await expect.poll(() => milkInCart(page), { timeout: LAZY.timeout, message: `add ${add} went in without a prompt` }).toBe(add);
      await expect(dialog).toHaveCount(0);
    }
    const stored = await page.evaluate(() => sessionStorage.getItem('service-selection-prompt'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ attemptsToSkip: 0 });

    // Add 7: asked again. This time a store is chosen, and the add goes to it.
    await addMilk();
    await expect(dialog).toBeVisible(LAZY);
    await dialog.getByRole('radio', { name: 'Abholung im Markt' }).check();
    await dialog.getByRole('group', { name: 'Markt für die Abholung' }).getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Diesen Markt wählen' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => milkInCart(page)).toBe(7);
    const cart = await api<CartAnswer>(page, 'GET', '/api/carts');
    expect(cart.distributionAddress).toMatchObject({ distributionType: 'CLICK_AND_COLLECT' });

    // With a service chosen, no add asks any more.
    await addMilk();
    await expect.poll(() => milkInCart(page)).toBe(8);
    await expect(dialog).toHaveCount(0);
  });

  test('Frischmarkt keeps the prompt required: no "Später wählen"', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/suche/milch');
    await expect(miniCart(page)).toBeVisible(LAZY);
    await slot(page, 'route:search-term').getByRole('button', { name: `${MILK.name} in den Warenkorb` }).click(LAZY);
    const dialog = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });
    await expect(dialog).toBeVisible(LAZY);
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Später wählen' })).toHaveCount(0);
  });
});

test.describe('maxquantityreached (doc 2 §4, §8)', () => {
  test('the search list’s add while the catalogue is down, with the maximum already in the cart: the message, and nothing beyond the cap is stored', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    test.slow();
    // The catalogue's tiles know the cart and stop at the maximum. While the catalogue remote is down, the search
    // page shows its own plain list, whose add button knows nothing of the cart: the cart remote has to say no.
    await takeRemoteDown(page, 'catalogue');
    // The shopper put the maximum (20) of the milk in the cart earlier, with a store chosen. Set up on a page of
    // the shop's origin without the shop on it: the shop's own first cart call would race it for the new visitor.
    await page.goto('/manifest.webmanifest');
    await api(page, 'POST', '/api/carts/distribution-address', { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
    await api(page, 'POST', '/api/carts/items', { sku: MILK.sku, quantity: 20 });
    await page.goto('/suche/milch');
    await expect(miniCart(page)).toHaveAccessibleName(/^Warenkorb: 1 Artikel, /, LAZY);

    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/carts/items')) adds.push(request.url());
    });
    const list = slot(page, 'route:search-term').getByRole('list', { name: 'Gefundene Produkte' });
    await list.getByRole('button', { name: `${MILK.name} in den Warenkorb`, exact: true }).click(LAZY);

    // The cart's notification is the one feedback of the add: the list adds no text of its own.
    await expect(page.getByText('Von diesem Artikel haben Sie bereits die Höchstmenge im Warenkorb.')).toBeVisible(LAZY);
    await expect(slot(page, 'route:search-term').getByText(/Höchstmenge/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('maxquantity-1280.png') });
    expect(await milkInCart(page)).toBe(20);
    expect(adds, 'the cart at its maximum sends no add').toEqual([]);
    await expect(miniCart(page)).toHaveAccessibleName(/^Warenkorb: 1 Artikel, /);
  });
});
