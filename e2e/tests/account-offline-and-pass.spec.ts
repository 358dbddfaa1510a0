import type { Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

/*
 * The account journeys around the store: a club card handed out in a store
 * (markt@frischmarkt.example, card 9120045678901) gets its online account, and
 * the delivery pass page with a member's active pass (Maria Gruber) and a pass
 * bought through the cart (Karl Huber, whom no other journey uses).
 */

const PASSWORD = 'Einkauf2026!';
const CHUNK = { timeout: 15_000 };
const STORE_CARD = { email: 'markt@frischmarkt.example', cardNumber: '9120045678901' };

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function mailsTo(page: Page, email: string): Promise<Array<{ link: string }>> {
  return (await (await page.request.get(`/__test/mails?to=${encodeURIComponent(email)}`)).json()).mails;
}

test.describe('offline account', () => {
  test('a store club card activates its online account: the same answer for any pair, the mailed link, a password, the login', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    await slot(page, 'route:login').getByRole('link', { name: 'Kundenkonto aktivieren' }).click(CHUNK);
    await expect(page).toHaveURL('/kundenkonto-aktivieren');
    const activation = slot(page, 'route:offline-account');
    await expect(activation.getByRole('heading', { level: 1, name: 'Kundenkonto aktivieren' })).toBeVisible(CHUNK);
    await expect(activation.getByText('Ihre Kundenkarte aus dem Markt gilt auch online.', { exact: false })).toBeVisible();

    // Nothing filled in: every field says what it needs, and the first one has the focus.
    await activation.getByRole('button', { name: 'Konto aktivieren' }).click();
    await expect(activation.getByLabel('Kartennummer *')).toBeFocused();

    // A card that is not this address's gets the same answer, and no mail.
    const form = async (cardNumber: string, email: string) => {
      await activation.getByLabel('Kartennummer *').fill(cardNumber);
      await activation.getByLabel('E-Mail-Adresse *').fill(email);
      await activation.getByLabel('Vorname *').fill('Sabine');
      await activation.getByLabel('Nachname *').fill('Leitner');
      await activation.getByRole('button', { name: 'Konto aktivieren' }).click();
    };
    const sent = 'Fast geschafft! Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen eben geschickt haben.';
    await form('9120098765436', STORE_CARD.email);
    await expect(activation.getByRole('status')).toHaveText(sent);
    expect(await mailsTo(page, STORE_CARD.email)).toHaveLength(0);

    await page.reload();
    await expect(activation.getByLabel('Kartennummer *')).toBeVisible(CHUNK);
    await form(STORE_CARD.cardNumber, STORE_CARD.email);
    await expect(activation.getByRole('status')).toHaveText(sent);
    const mails = await mailsTo(page, STORE_CARD.email);
    expect(mails).toHaveLength(1);

    const link = new URL(mails[0]!.link);
    await page.goto(`${link.pathname}${link.search}`);
    const reset = slot(page, 'route:password-reset');
    await expect(reset.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible(CHUNK);
    await reset.getByLabel('Neues Passwort', { exact: true }).fill('Marktfrisch!24');
    await reset.getByLabel('Neues Passwort wiederholen').fill('Marktfrisch!24');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset.getByText('Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.')).toBeVisible();

    await page.goto('/konto/kundenclub');
    await logIn(page, STORE_CARD.email, 'Marktfrisch!24');
    await expect(page).toHaveURL('/konto/kundenclub', CHUNK);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Konto: Sabine' })).toBeVisible(CHUNK);
    // The card from the store is the account's club card.
    await expect(slot(page, 'route:profile').getByText(STORE_CARD.cardNumber)).toBeVisible(CHUNK);
  });
});

test.describe('delivery pass', () => {
  test('a member sees the active pass with its validity', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/anmelden');
    await logIn(page, 'club@frischmarkt.example');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Konto: Maria' })).toBeVisible(CHUNK);
    await page.getByRole('banner').getByRole('button', { name: 'Mein Konto: Maria' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Lieferpass' }).click();
    await expect(page).toHaveURL('/lieferpass');
    const pass = slot(page, 'route:delivery-pass').getByRole('region', { name: 'Ihr Lieferpass' });
    await expect(pass).toContainText(/Aktiv\s+gültig vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}/, CHUNK);
  });

  test('a customer without one buys a month’s pass through the cart, after choosing the service', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    await logIn(page, 'gesperrt@frischmarkt.example');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Konto: Karl' })).toBeVisible(CHUNK);
    await page.goto('/lieferpass');
    const passPage = slot(page, 'route:delivery-pass');
    await expect(passPage.getByRole('region', { name: 'Ihr Lieferpass' })).toContainText('Sie haben derzeit keinen Lieferpass.', CHUNK);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / })).toBeVisible(CHUNK);

    const month = passPage.getByRole('listitem').filter({ hasText: 'Lieferpass 1 Monat' });
    await expect(month).toContainText('9,99');
    await month.getByRole('button', { name: 'In den Warenkorb' }).click();
    const service = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });
    await expect(service).toBeVisible(CHUNK);
    await service.getByRole('radio', { name: 'Abholung im Markt' }).check();
    await service.getByRole('group', { name: 'Markt für die Abholung' }).getByRole('radio').first().check();
    await service.getByRole('button', { name: 'Diesen Markt wählen' }).click();
    await expect(service).toBeHidden();
    // One feedback: the cart's notice; the offer shows only the way to the cart.
    await expect(page.getByText('Der Artikel liegt in Ihrem Warenkorb.')).toHaveCount(1, CHUNK);

    await month.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL('/warenkorb');
    const cart = slot(page, 'route:cart');
    const extras = cart.getByRole('region', { name: 'Lieferpass und Gutscheine' });
    await expect(extras.getByRole('paragraph').filter({ hasText: /^Lieferpass 1 Monat$/ })).toBeVisible(CHUNK);
    await expect(extras.getByText('Lieferpass: keine Servicegebühren während der Laufzeit')).toBeVisible();
    await expect(extras.getByRole('button', { name: 'Entfernen Lieferpass 1 Monat' })).toBeVisible();
  });
});
