import type { Locator, Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

/** The texts beside "Lieferung" and "Abholung im Markt" in the service selection: the service-type content components (doc 2 §9). */

const MILK_TILE = 'Bio-Vollmilch 3,8 % 1 l in den Warenkorb';
/** A lazy chunk on a busy machine: the remote, then the dialog's own chunk. */
const LAZY = { timeout: 15_000 };

/** A guest adds the milk from the search results; without a service chosen the selection opens. */
async function openServiceSelection(page: Page, searchPath: string, { consent = false } = {}): Promise<Locator> {
  await page.goto(searchPath);
  // Biogarten asks for cookie consent first.
  if (consent) await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Nur notwendige' }).click(LAZY);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / })).toBeVisible(LAZY);
  await slot(page, 'route:search-term').getByRole('button', { name: MILK_TILE }).click(LAZY);
  const dialog = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });
  await expect(dialog).toBeVisible(LAZY);
  return dialog;
}

/** The place of the choices stays where it was painted: no text arrives under the shopper's finger. */
async function expectChoicesStay(page: Page, dialog: Locator): Promise<void> {
  const pickup = dialog.getByRole('radio', { name: 'Abholung im Markt' });
  const painted = await pickup.boundingBox();
  await page.waitForTimeout(1_000);
  expect(await pickup.boundingBox()).toEqual(painted);
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test.describe('the service-type content components in the service selection (doc 2 §9)', () => {
  test('the default shop: each choice with its text, its details from the content system, and the choice works', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    const dialog = await openServiceSelection(page, '/suche/milch');
    const delivery = dialog.getByRole('radio', { name: 'Lieferung' });
    const pickup = dialog.getByRole('radio', { name: 'Abholung im Markt' });
    await expect(delivery).toHaveAccessibleDescription(/Liefergebühr ab € 3,90, ab € 50,00 Bestellwert ohne\. Mindestbestellwert € 25,00\./);
    await expect(pickup).toHaveAccessibleDescription(/Servicegebühr € 1,90, ab € 50,00 Bestellwert ohne\. Mindestbestellwert € 10,00\./);
    await expect(dialog.getByText(/^Im Zwei-Stunden-Fenster bis an die Wohnungstür/)).toBeVisible();
    await expectChoicesStay(page, dialog);
    await shots(page, 'service-type-content-frischmarkt');

    // The details are the content remote's blocks, opened on request.
    await dialog.getByText('Mehr zur Lieferung').click();
    await expect(dialog.getByRole('heading', { name: 'Lieferzeiten' })).toBeVisible(LAZY);
    await expect(dialog.getByText(/Unser Fahrer ruft an, wenn niemand öffnet/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Liefergebiete ansehen/ })).toHaveAttribute('href', '/liefergebiete');
    await shots(page, 'service-type-content-frischmarkt-details');

    // Choosing is as before: pickup brings the store list.
    await page.setViewportSize({ width: 1280, height: 800 });
    await pickup.check();
    await expect(dialog.getByRole('group', { name: 'Markt für die Abholung' })).toBeVisible(LAZY);
  });

  test('Biogarten: its own texts, in its name, without the default shop or a club', async ({ page, baseURL, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    const origin = new URL(baseURL!);
    origin.hostname = 'bio.localhost';
    const dialog = await openServiceSelection(page, `${origin.origin}/suchen/milch`, { consent: true });
    await expect(dialog.getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription(/^Ihr Biogarten-Einkauf im Zwei-Stunden-Fenster bis vor die Tür\./);
    await expect(dialog.getByRole('radio', { name: 'Abholung im Markt' })).toHaveAccessibleDescription(/^Ihren Biogarten-Einkauf fertig gepackt/);
    await shots(page, 'service-type-content-biogarten');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByText('Mehr zur Lieferung').click();
    await expect(dialog.getByRole('heading', { name: 'Niemand zu Hause?' })).toBeVisible(LAZY);
    await dialog.getByText('Mehr zur Abholung').click();
    await expect(dialog.getByRole('link', { name: /Märkte finden/ })).toHaveAttribute('href', '/maerkte');
    await expect(dialog).not.toContainText('Frischmarkt');
    await expect(dialog).not.toContainText(/jö|ruft an/);
    await shots(page, 'service-type-content-biogarten-details');
  });

  test('without the content system the selection is as before: no texts, no error, and the choice works', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.route(/\/api\/content\/configs\/client\?types=service-type-/, (route) => route.fulfill({ status: 503, json: { errorCode: 'unavailable', message: 'down' } }));
    const dialog = await openServiceSelection(page, '/suche/milch');
    await expect(dialog.getByRole('radio', { name: 'Lieferung' })).toHaveAccessibleDescription('');
    await expect(dialog.getByRole('radio', { name: 'Abholung im Markt' })).toHaveAccessibleDescription('');
    await expect(dialog.getByText(/Mehr zur/)).toHaveCount(0);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expectChoicesStay(page, dialog);
    await shots(page, 'service-type-content-unavailable');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('radio', { name: 'Abholung im Markt' }).check();
    await expect(dialog.getByRole('group', { name: 'Markt für die Abholung' })).toBeVisible(LAZY);
  });
});
