import type { Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

/*
 * The loyalty club for a member (Frischmarkt: Maria Gruber), and the physical
 * card order of a tenant without the club integration (Biogarten), with an
 * account of its own made for the journey.
 */

const PASSWORD = 'Einkauf2026!';
const CHUNK = { timeout: 15_000 };

function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test('a club member sees card, points and vouchers with their till barcodes', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/konto/kundenclub');
  await logIn(page, 'club@frischmarkt.example');
  await expect(page).toHaveURL('/konto/kundenclub', CHUNK);
  const profile = slot(page, 'route:profile');
  await expect(profile.getByText('9120012345676')).toBeVisible(CHUNK);
  await expect(profile.getByText('Danke! Sie spenden Punkte an die Caritas-Lebensmittelhilfe.')).toBeVisible();
  const vouchers = profile.getByRole('list', { name: 'Ihre Gutscheine' });
  const bio = vouchers.getByRole('listitem', { name: '-15 % auf Bio-Produkte' });
  await expect(bio.getByText('für 200 Punkte')).toBeVisible();
  await expect(bio.getByText(/^Gültig vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  const barcode = bio.getByRole('img', { name: 'Strichcode für die Kassa: LV-BIO-15' });
  await barcode.scrollIntoViewIfNeeded();
  await expect.poll(() => barcode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The header's menu leads there too.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Mein Konto: Maria' }).click(CHUNK);
  await page.getByRole('banner').getByRole('link', { name: 'Kundenclub' }).click();
  await expect(page).toHaveURL('/konto/kundenclub');
});

test('Biogarten: a new customer orders the physical club card and gets its confirmation', async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  void consoleErrors;
  const origin = bioOrigin(baseURL);
  const email = `karte.${Date.now()}@example.at`;

  // A new account: registered (202), its password chosen through the mailed link, which confirms the address.
  await page.goto(`${origin}/registrieren`);
  // Biogarten asks for cookie consent first (its own banner, a modal dialog).
  await page.getByRole('button', { name: 'Nur notwendige' }).click(CHUNK);
  const form = slot(page, 'route:registration');
  await form.getByLabel('Vorname *', { exact: true }).fill('Jana', CHUNK);
  await form.getByLabel('Nachname *', { exact: true }).fill('Novak');
  await form.getByRole('radiogroup', { name: 'Geschlecht *' }).getByLabel('weiblich').check();
  await form.getByLabel('Straße *', { exact: true }).fill('Lindengasse');
  await form.getByLabel('Hausnummer *', { exact: true }).fill('12');
  await form.getByLabel('PLZ *', { exact: true }).fill('1070');
  await form.getByLabel('Ort *', { exact: true }).fill('Wien');
  await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(email);
  await form.getByLabel('Passwort *', { exact: true }).fill(PASSWORD);
  await form.getByRole('radiogroup', { name: /Kundenkarte/ }).getByLabel('Nein').check();
  await form.getByRole('radiogroup', { name: /Aktivierungscode/ }).getByLabel('Nein').check();
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(form.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();
  await page.goto(`${origin}/passwort-vergessen`);
  const request = slot(page, 'route:password-reset');
  await request.getByLabel('E-Mail-Adresse').fill(email, CHUNK);
  await request.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(request.getByRole('status')).toBeVisible();
  // The test outbox is the backend's, whichever tenant's host asked.
  const mails = (await (await page.request.get(`/__test/mails?to=${encodeURIComponent(email)}`)).json()).mails as Array<{ link: string }>;
  const link = new URL(mails[0]!.link);
  expect(link.host).toBe(new URL(origin).host);
  await page.goto(`${origin}${link.pathname}${link.search}`);
  const reset = slot(page, 'route:password-reset');
  await reset.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD, CHUNK);
  await reset.getByLabel('Neues Passwort wiederholen').fill(PASSWORD);
  await reset.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(reset.getByText('Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.')).toBeVisible();

  await page.goto(`${origin}/kundenkarte-bestellen`);
  const order = slot(page, 'route:order-physical-card');
  await expect(order.getByText('Bitte melden Sie sich an, damit wir Ihnen die Karte schicken können.')).toBeVisible(CHUNK);
  await order.getByRole('link', { name: 'Anmelden' }).click();
  await logIn(page, email);
  await expect(page).toHaveURL(`${origin}/kundenkarte-bestellen`, CHUNK);
  // The address of the account is the first guess.
  await expect(order.getByLabel('Straße *', { exact: true })).toHaveValue('Lindengasse', CHUNK);
  await order.getByLabel('Tür', { exact: true }).fill('5');
  await order.getByRole('button', { name: 'Karte kostenlos bestellen' }).click();
  // The confirmation route is the tenant slug of order-physical-card-confirmation with its suffix -ok.
  await expect(page).toHaveURL(`${origin}/kundenkarte-bestellt-ok`, CHUNK);
  await expect(slot(page, 'route:order-physical-card-confirmation').getByText('Ihre Karte ist bestellt und unterwegs.')).toBeVisible(CHUNK);

  // Ordered once: the page now says so instead of offering another.
  await page.goto(`${origin}/kundenkarte-bestellen`);
  await expect(order.getByText('Ihre Karte ist bestellt und unterwegs.')).toBeVisible(CHUNK);
  await expect(order.getByRole('button', { name: 'Karte kostenlos bestellen' })).toHaveCount(0);

  // The confirmation's address opened again confirms nothing: it was for the order just sent.
  await page.goto(`${origin}/kundenkarte-bestellt-ok`);
  const again = slot(page, 'route:order-physical-card-confirmation');
  await expect(again.getByText(/^Hier gibt es gerade keine Bestellung zu bestätigen\./)).toBeVisible(CHUNK);
  await expect(again.getByText('Ihre Karte ist bestellt und unterwegs.')).toHaveCount(0);
});
