import type { Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

/*
 * Content by login state (doc 2 §6), as a shopper meets it: the start page
 * shows one block to guests, another to club members and a third to customers
 * who are not members, and changes with the login and the logout without a
 * reload. A members' page asks a guest to log in and then shows itself.
 * Biogarten has no club: its customers see the block for every customer.
 * The demo customers: Maria Gruber (club@) is a member, Lukas Steiner (neu@)
 * is not; no other journey changes either.
 */

const PASSWORD = 'Einkauf2026!';
/** A lazy chunk, or a page asked again after a login, on a busy machine. */
const CHUNK = { timeout: 15_000 };

const FOR_GUESTS = 'Neu bei Frischmarkt? Jetzt registrieren';
const FOR_MEMBERS = 'Ihre jö-Vorteile';
const FOR_NON_MEMBERS = 'jö Kundenclub beitreten';

async function logIn(page: Page, email: string): Promise<void> {
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Marks the document: a reload would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { contentAudienceMark?: boolean }).contentAudienceMark = true;
  });
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { contentAudienceMark?: boolean }).contentAudienceMark === true);
}

function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

test('the start page follows the login state: guest, club member, logged out again, customer without the club', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/');
  const start = slot(page, 'route:index');
  await expect(start.getByRole('heading', { name: FOR_GUESTS })).toBeVisible(CHUNK);
  await expect(start.getByRole('heading', { name: FOR_MEMBERS })).toHaveCount(0);
  await expect(start.getByRole('heading', { name: FOR_NON_MEMBERS })).toHaveCount(0);
  await markDocument(page);

  // The guest's block leads to the registration; the shopper logs in instead, from the header.
  await expect(start.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/registrieren');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Anmelden' }).click();
  await logIn(page, 'club@frischmarkt.example');
  await expect(slot(page, 'route:login').getByRole('heading', { name: /^Angemeldet als Maria/ })).toBeVisible(CHUNK);
  await header.getByRole('link', { name: 'Frischmarkt' }).click();
  await expect(page).toHaveURL('/');
  await expect(start.getByRole('heading', { name: FOR_MEMBERS })).toBeVisible(CHUNK);
  await expect(start.getByRole('heading', { name: FOR_GUESTS })).toHaveCount(0);
  await expect(start.getByRole('heading', { name: FOR_NON_MEMBERS })).toHaveCount(0);
  await expect(start.getByRole('link', { name: 'Clubpreise der Woche' })).toHaveAttribute('href', '/clubpreise');

  // Logging out on the start page: the member's block goes at once, the guest's comes back.
  const menu = header.getByRole('button', { name: 'Mein Konto: Maria' });
  await menu.click();
  await header.getByRole('button', { name: 'Abmelden' }).click();
  await expect(start.getByRole('heading', { name: FOR_GUESTS })).toBeVisible(CHUNK);
  await expect(start.getByRole('heading', { name: FOR_MEMBERS })).toHaveCount(0);

  // A customer who is no member gets the way into the club, on the account's club page.
  await header.getByRole('link', { name: 'Anmelden' }).click();
  await logIn(page, 'neu@frischmarkt.example');
  await expect(slot(page, 'route:login').getByRole('heading', { name: /^Angemeldet als Lukas/ })).toBeVisible(CHUNK);
  await header.getByRole('link', { name: 'Frischmarkt' }).click();
  await expect(start.getByRole('heading', { name: FOR_NON_MEMBERS })).toBeVisible(CHUNK);
  await expect(start.getByRole('heading', { name: FOR_MEMBERS })).toHaveCount(0);
  await expect(start.getByRole('heading', { name: FOR_GUESTS })).toHaveCount(0);
  await expect(start.getByRole('link', { name: 'Zum Kundenclub in Ihrem Konto' })).toHaveAttribute('href', '/konto/kundenclub');

  expect(await stillSameDocument(page), 'no reload from the first page to the last').toBe(true);
});

test("a members' page asks a guest to log in and shows itself once a member is", async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/clubpreise');
  const content = slot(page, 'route:index');
  const prompt = content.getByRole('region', { name: 'Bitte melden Sie sich an' });
  await expect(prompt).toBeVisible(CHUNK);
  await expect(prompt).toContainText('Mitglieder im jö Kundenclub');
  await expect(prompt.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Bitte anmelden – Frischmarkt');

  await prompt.getByRole('link', { name: 'Anmelden' }).click();
  await logIn(page, 'club@frischmarkt.example');
  await expect(page).toHaveURL('/clubpreise', CHUNK);
  await expect(content.getByRole('heading', { level: 1, name: 'Clubpreise der Woche' })).toBeVisible(CHUNK);
  await expect(prompt).toHaveCount(0);
});

test('Biogarten, without a club, shows its guests their block and every customer the customers’ block', async ({ page, baseURL, consoleErrors }) => {
  void consoleErrors;
  const bio = bioOrigin(baseURL);
  await page.goto(`${bio}/`);
  const start = slot(page, 'route:index');
  await expect(start.getByRole('heading', { name: 'Neu bei Biogarten? Jetzt registrieren' })).toBeVisible(CHUNK);

  // The club member of Frischmarkt is a customer like any other here.
  await page.goto(`${bio}/anmelden`);
  await logIn(page, 'club@frischmarkt.example');
  await expect(slot(page, 'route:login').getByRole('heading', { name: /^Angemeldet als Maria/ })).toBeVisible(CHUNK);
  await page.getByRole('banner').getByRole('link', { name: 'Biogarten' }).click();
  await expect(start.getByRole('heading', { name: 'Schön, dass Sie da sind' })).toBeVisible(CHUNK);
  await expect(start.getByRole('heading', { name: 'Neu bei Biogarten? Jetzt registrieren' })).toHaveCount(0);
  await expect(start).not.toContainText('jö');
  await expect(start.getByRole('link', { name: 'Kundenkarte bestellen' })).toHaveAttribute('href', '/kundenkarte-bestellen');
});
