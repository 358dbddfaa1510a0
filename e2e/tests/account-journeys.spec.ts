import type { Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

/*
 * A customer's account from registration to the profile's pages, against the
 * real backend. Each journey uses an account of its own (a fresh address, or a
 * demo customer no other journey here changes), so they hold in any order.
 */

const PASSWORD = 'Einkauf2026!';
/** A lazy chunk on a busy machine. */
const CHUNK = { timeout: 15_000 };

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.at`;
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function fillRegistration(page: Page, email: string): Promise<void> {
  const form = slot(page, 'route:registration');
  await expect(form.getByRole('heading', { name: 'Kundenkonto anlegen' })).toBeVisible(CHUNK);
  await form.getByLabel('Anrede').selectOption('Female');
  await form.getByLabel('Vorname *', { exact: true }).fill('Eva');
  await form.getByLabel('Nachname *', { exact: true }).fill('Huber');
  await form.getByLabel('Geburtsdatum').fill('17.05.1990');
  await form.getByRole('radiogroup', { name: 'Geschlecht *' }).getByLabel('weiblich').check();
  await form.getByLabel('Straße *', { exact: true }).fill('Schottenring');
  await form.getByLabel('Hausnummer *', { exact: true }).fill('3');
  await form.getByLabel('PLZ *', { exact: true }).fill('1010');
  await form.getByLabel('Ort *', { exact: true }).fill('Wien');
  await form.getByLabel('Telefonnummer', { exact: true }).fill('0664 1234567');
  await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(email);
  await form.getByLabel('Passwort *', { exact: true }).fill(PASSWORD);
  await form.getByRole('radiogroup', { name: /Kundenkarte/ }).getByLabel('Nein').check();
  await form.getByRole('radiogroup', { name: /Aktivierungscode/ }).getByLabel('Nein').check();
}

test.describe('registration', () => {
  test('shows every missing field, keeps what was typed, and a new address gets the confirmation page (202)', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/registrieren');
    const form = slot(page, 'route:registration');
    await expect(form.getByRole('button', { name: 'Konto anlegen' })).toBeVisible(CHUNK);
    await form.getByLabel('Vorname *', { exact: true }).fill('Eva');
    await form.getByLabel('Geburtsdatum').fill('01.01.2020');
    await form.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(form.getByLabel('Nachname *', { exact: true })).toBeFocused();
    await expect(form.getByText('Sie müssen mindestens 18 Jahre alt sein.')).toBeVisible();
    await expect(form.getByText('Bitte wählen Sie mindestens einen Wert aus.').first()).toBeVisible();
    await expect(form.getByLabel('Vorname *', { exact: true })).toHaveValue('Eva');

    // A club card number is asked for once the shopper says they have one, and checked (EAN-13).
    await fillRegistration(page, uniqueEmail('eva'));
    await form.getByRole('radiogroup', { name: /Kundenkarte/ }).getByLabel('Ja').check();
    await form.getByLabel('Kartennummer *', { exact: true }).fill('9120098765437');
    await form.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(form.getByText('Diese Kartennummer ist ungültig. Bitte prüfen Sie die 13 Ziffern auf Ihrer Karte.')).toBeVisible();
    await form.getByRole('radiogroup', { name: /Kundenkarte/ }).getByLabel('Nein').check();

    const registration = page.waitForRequest((request) => request.url().includes('/api/customers') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Konto anlegen' }).click();
    const body = (await registration).postDataJSON();
    expect(body).toMatchObject({ birthdate: '1990-05-17', phoneNumber: '+43 6641234567', gender: 'Female', hasClubCard: false });
    await expect(form.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();
    await expect(form.getByText('Danke! Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen geschickt haben.')).toBeVisible();
  });

  test('the address of a store club card is registered at once (200) and lands on the profile with its welcome', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/registrieren');
    await fillRegistration(page, 'filiale@frischmarkt.example');
    await slot(page, 'route:registration').getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page).toHaveURL('/konto?from=registration', CHUNK);
    await expect(slot(page, 'route:profile').getByText('Willkommen, Eva! Ihr Kundenkonto ist angelegt.')).toBeVisible(CHUNK);
    await expect(page.getByRole('banner').getByRole('button', { name: /Mein Konto: Eva/ })).toBeVisible();
  });
});

test.describe('login and the header', () => {
  test('a guarded page sends a guest to the login, and back there after logging in', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/konto/adressen');
    await expect(page).toHaveURL('/anmelden?returnUrl=%2Fkonto%2Fadressen&authRequired=true');
    await expect(slot(page, 'route:login').getByText('Bitte melden Sie sich an, um fortzufahren.')).toBeVisible(CHUNK);
    // The login config's links.
    await expect(slot(page, 'route:login').getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/passwort-vergessen');
    await expect(slot(page, 'route:login').getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/registrieren');
    await expect(slot(page, 'route:login').getByRole('link', { name: 'Kundenkonto aktivieren' })).toHaveAttribute('href', '/kundenkonto-aktivieren');

    await logIn(page, 'warenkorb@frischmarkt.example');
    await expect(page).toHaveURL('/konto/adressen', CHUNK);
    await expect(slot(page, 'route:profile').getByRole('heading', { name: 'Ihre Adressen' })).toBeVisible(CHUNK);
  });

  test('the account menu works by keyboard on any page, and logs out', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/anmelden');
    await logIn(page, 'warenkorb@frischmarkt.example');
    await expect(slot(page, 'route:login').getByRole('heading', { name: 'Angemeldet als Thomas' })).toBeVisible(CHUNK);
    await page.goto('/rezepte');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: 'Mein Konto: Thomas' });
    await expect(trigger).toBeVisible(CHUNK);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'Mein Konto' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await trigger.click();
    await header.getByRole('link', { name: 'Adressen' }).click();
    await expect(page).toHaveURL('/konto/adressen');
    await trigger.click();
    await header.getByRole('button', { name: 'Abmelden' }).click();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('a new account that never confirmed its address sets its password through the mailed link and logs in', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const email = uniqueEmail('reset');
    await page.goto('/registrieren');
    await fillRegistration(page, email);
    await slot(page, 'route:registration').getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(slot(page, 'route:registration').getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();

    await page.goto('/passwort-vergessen');
    const reset = slot(page, 'route:password-reset');
    await reset.getByLabel('E-Mail-Adresse').fill(email);
    await reset.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(reset.getByText('Wenn ein Konto zu dieser Adresse besteht, ist die E-Mail unterwegs. Der Link gilt 24 Stunden.')).toBeVisible();

    const mails = (await (await page.request.get(`/__test/mails?to=${encodeURIComponent(email)}`)).json()).mails as Array<{ link: string }>;
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]!.link);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(reset.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible(CHUNK);
    await reset.getByLabel('Neues Passwort', { exact: true }).fill('Sommerfrische!7');
    await reset.getByLabel('Neues Passwort wiederholen').fill('Sommerfrische!8');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
    await reset.getByLabel('Neues Passwort wiederholen').fill('Sommerfrische!7');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset.getByText('Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.')).toBeVisible();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await reset.getByLabel('Neues Passwort', { exact: true }).fill('Herbstlaub!8');
    await reset.getByLabel('Neues Passwort wiederholen').fill('Herbstlaub!8');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset.getByText('Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.')).toBeVisible();

    await page.goto('/anmelden');
    await logIn(page, email, 'Sommerfrische!7');
    await expect(slot(page, 'route:login').getByRole('heading', { name: 'Angemeldet als Eva' })).toBeVisible();
  });
});
