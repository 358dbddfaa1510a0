import type { Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

/*
 * The profile's pages with the demo customers: Lukas Steiner (nothing saved)
 * for personal data, addresses and gift cards, Anna Berger's saved cards.
 */

const PASSWORD = 'Einkauf2026!';
const CHUNK = { timeout: 15_000 };

async function logInAt(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(path, CHUNK);
}

test.describe.configure({ mode: 'serial' });

test.describe('the profile', () => {
  test('personal data is sent only when a field changed, and the header greets with the new name', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await logInAt(page, '/konto/persoenliche-daten', 'neu@frischmarkt.example');
    const profile = slot(page, 'route:profile');
    const firstName = profile.getByLabel('Vorname *');
    await expect(firstName).toHaveValue(/^Lukas/, CHUNK);
    // Another name than the one saved (a rerun on the same backend finds the last run's).
    const newName = (await firstName.inputValue()) === 'Lukas Maria' ? 'Lukas Peter' : 'Lukas Maria';
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/customers') puts.push(request.postData() ?? '');
    });
    const personal = profile.getByRole('region', { name: 'Persönliche Daten' });
    await personal.getByRole('button', { name: 'Speichern' }).click();
    await expect(personal.getByText('Sie haben nichts geändert.')).toBeVisible();
    expect(puts).toEqual([]);

    await firstName.fill(newName);
    await personal.getByLabel('Geburtsdatum').fill('03.02.1991');
    await personal.getByRole('button', { name: 'Speichern' }).click();
    await expect(personal.getByText('Ihre Änderungen sind gespeichert.')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]!)).toMatchObject({ firstName: newName, birthdate: '1991-02-03' });
    await expect(page.getByRole('banner').getByRole('button', { name: `Mein Konto: ${newName}` })).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel('Geburtsdatum')).toHaveValue('03.02.1991', CHUNK);
  });

  test('the address book takes 20 addresses and then says why no more fit', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    void consoleErrors;
    await logInAt(page, '/konto/adressen', 'neu@frischmarkt.example');
    const profile = slot(page, 'route:profile');
    await expect(profile.getByText('0 von 20 Adressen gespeichert')).toBeVisible(CHUNK);

    // A missing street is told at its field; nothing is sent.
    await profile.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Adresse' });
    await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(dialog.getByLabel('Straße *', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    for (let number = 1; number <= 20; number += 1) {
      await profile.getByRole('button', { name: 'Adresse hinzufügen' }).click();
      await dialog.getByLabel('Vorname', { exact: true }).fill('Lukas');
      await dialog.getByLabel('Nachname', { exact: true }).fill('Steiner');
      await dialog.getByLabel('Straße *', { exact: true }).fill('Argentinierstraße');
      await dialog.getByLabel('Hausnummer *', { exact: true }).fill(String(number));
      await dialog.getByLabel('PLZ *', { exact: true }).fill('1040');
      await dialog.getByLabel('Ort *', { exact: true }).fill('Wien');
      await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
      await expect(profile.getByText(`${number} von 20 Adressen gespeichert`)).toBeVisible();
    }
    await expect(profile.getByText('Sie können höchstens 20 Adressen speichern. Bitte löschen Sie zuerst eine Adresse.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Adresse hinzufügen' })).toHaveCount(0);

    // One more primary, one fewer: the limit message goes.
    const second = profile.getByRole('listitem', { name: /Argentinierstraße 2,/ });
    await second.getByRole('button', { name: 'Als Standard festlegen' }).click();
    await expect(second.getByText('Standard')).toBeVisible();
    const last = profile.getByRole('listitem', { name: /Argentinierstraße 20,/ });
    await last.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog', { name: 'Diese Adresse löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(profile.getByText('19 von 20 Adressen gespeichert')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Adresse hinzufügen' })).toBeVisible();
  });

  test('a gift card: an invalid code is told by its wallet code, a valid one adds its balance', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await logInAt(page, '/konto/geldboerse', 'neu@frischmarkt.example');
    const profile = slot(page, 'route:profile');
    const code = profile.getByLabel('Gutscheincode');
    await expect(code).toBeVisible(CHUNK);
    await code.fill('6001000000009999');
    await profile.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(profile.getByText('Zu diesem Code gibt es keinen Gutschein.')).toBeVisible();
    await expect(code).toHaveValue('6001000000009999');

    await code.fill('6001000000001002');
    await profile.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(profile.getByText('Die Geschenkkarte ist in Ihrer Geldbörse.')).toBeVisible();
    await expect(profile.getByText(/Guthaben:\s*€\s*20,00/).first()).toBeVisible();
  });

  test('a saved card is deleted after asking; an expired one is shown as such', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await logInAt(page, '/konto/zahlungsarten', 'kundin@frischmarkt.example');
    const profile = slot(page, 'route:profile');
    const cards = profile.getByRole('list', { name: 'Gespeicherte Zahlungsarten' });
    await expect(cards.getByRole('listitem')).toHaveCount(3, CHUNK);
    await expect(cards.getByRole('listitem').filter({ hasText: 'Mastercard' }).getByText('Abgelaufen')).toBeVisible();
    await expect(cards.getByRole('listitem').filter({ hasText: 'Visa' }).getByText('Bevorzugt')).toBeVisible();

    const amex = cards.getByRole('listitem').filter({ hasText: 'American Express' });
    await amex.getByRole('button', { name: 'Entfernen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diese Karte entfernen?' });
    await dialog.getByRole('button', { name: 'Entfernen' }).click();
    await expect(profile.getByText('Die Karte ist entfernt.')).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(2);
  });
});
