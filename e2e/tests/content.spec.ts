import { FALLBACK_TEXT, expect, serveRemoteWithout, slot, test } from './fixtures';

/** Every block type of doc 1 §2, written out from the spec rather than imported, so a type dropped from shared's CONTENT_BLOCK_TYPES fails here. */
const BLOCK_TYPES = [
  'accordion',
  'button',
  'column',
  'cookie-list',
  'cookie-settings-button',
  'custom-html',
  'feature',
  'headline',
  'iframe',
  'image',
  'image-list',
  'image-slider',
  'line-separator',
  'option',
  'publication',
  'row',
  'script',
  'section',
  'social-follow',
  'table',
  'tabs',
  'teaser',
  'teaser-slider',
  'text',
  'user-message',
  'video',
  'contact-form',
  'contact',
  'newsletter-subscribe',
  'newsletter-unsubscribe',
  'questionnaire',
  'voucher-group',
  'loyalty-club-link-button',
  'login-button',
  'product-group',
  'product-promotion',
  'recipe-group',
  'recipe-search-content',
  'recipe-search',
] as const;

/** Blocks whose data another remote owns: placed through services.fragments. */
const FRAGMENT_BLOCKS = ['voucher-group', 'loyalty-club-link-button', 'login-button', 'product-group', 'product-promotion', 'recipe-group', 'recipe-search'];

test.describe('content pages', () => {
  test('a page with every block type renders each of them', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/inhaltsbausteine');
    const content = slot(page, 'route:index');
    await expect(content.getByRole('heading', { level: 1, name: 'Alle Inhaltsbausteine – Frischmarkt' })).toBeVisible();
    // The forms are chunks of their own that load when they come near the screen: scroll to each, then wait.
    await content.locator('[data-block-type="contact-form"]').first().scrollIntoViewIfNeeded();
    await expect(content.getByRole('button', { name: 'Nachricht senden' })).toBeVisible({ timeout: 15_000 });
    await content.locator('[data-block-type="questionnaire"]').first().scrollIntoViewIfNeeded();
    await expect(content.getByRole('button', { name: 'Antworten senden' })).toBeVisible({ timeout: 15_000 });
    for (const type of BLOCK_TYPES) {
      await expect(content.locator(`[data-block-type="${type}"]`).first(), type).toBeAttached();
    }
    await expect(page).toHaveTitle('Alle Inhaltsbausteine – Frischmarkt');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // A few blocks by what the shopper sees.
    await expect(content.getByRole('region', { name: 'Aktuelles bei Frischmarkt' })).toBeVisible();
    await expect(content.getByRole('tablist', { name: 'Frischmarkt im Überblick' })).toBeVisible();
    await expect(content.getByRole('table', { name: 'Servicegebühren nach Bestellwert' })).toBeVisible();
    await expect(content.getByRole('button', { name: 'Kann ich meine Bestellung noch ändern?' })).toBeVisible();
    await expect(content.getByRole('link', { name: /Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');
    // Third parties load nothing before the click: the video and the map are placeholders.
    await expect(content.getByRole('button', { name: 'Inhalt von YouTube laden' })).toBeVisible();
    await expect(content.getByRole('button', { name: 'Inhalt von www.openstreetmap.org laden' })).toBeVisible();
    await expect(content.locator('iframe')).toHaveCount(0);
    // The script's host is on no allow-list of this tenant: it never runs.
    await expect(content.locator('[data-block-type="script"] script')).toHaveCount(0);
    // Blocks of the catalogue and the account: their fragment where the remote offers it, else nothing; never an outage box.
    for (const type of FRAGMENT_BLOCKS) {
      await expect(content.locator(`[data-block-type="${type}"]`).first().getByText(FALLBACK_TEXT), type).toHaveCount(0);
    }
  });

  test('blocks whose fragment the loaded catalogue and account remotes do not offer render nothing, logged once each, and the page stays', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const missing = { catalogue: ['product-promotion', 'product-group'], account: ['voucher-group'] } as const;
    await serveRemoteWithout(page, 'catalogue', { fragments: missing.catalogue });
    await serveRemoteWithout(page, 'account', { fragments: missing.account });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/angebote');
    const content = slot(page, 'route:index');
    await expect(content.getByRole('heading', { level: 1, name: 'Angebote der Woche' })).toBeVisible();
    const expected = Object.entries(missing).flatMap(([remote, fragments]) => fragments.map((name) => `${remote} does not provide fragment ${name}`));
    await expect.poll(() => warnings.filter((text) => text.includes('does not provide fragment ') && !/mini-cart|account-menu/.test(text)).sort()).toEqual(
      expected.sort(),
    );
    for (const type of [...missing.catalogue, ...missing.account]) {
      const block = content.locator(`[data-block-type="${type}"]`).first();
      await expect(block, type).toBeAttached();
      await expect(block.getByText(FALLBACK_TEXT), type).toHaveCount(0);
      await expect(block.getByRole('button', { name: 'Erneut versuchen' }), type).toHaveCount(0);
    }
    await expect(content.getByText('Gültig von Montag bis Samstag, solange der Vorrat reicht.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('the contact form shows the rule messages and sends a valid message', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/kontakt');
    const form = slot(page, 'route:index').getByRole('region', { name: 'Ihre Nachricht an uns' });
    const send = form.getByRole('button', { name: 'Nachricht senden' });
    await send.click();
    await expect(form.getByText('Dieses Feld ist ein Pflichtfeld.').first()).toBeVisible();
    await expect(form.getByText('Bitte wählen Sie mindestens einen Wert aus.')).toBeVisible();
    await expect(form.getByLabel(/^Vorname/)).toBeFocused();

    await form.getByLabel(/^Vorname/).fill('Anna');
    await form.getByLabel(/^E-Mail-Adresse/).fill('kundin@frischmarkt.example');
    await form.getByLabel(/^Postleitzahl/).fill('10');
    await form.getByLabel(/^Worum geht es/).selectOption({ label: 'Bestellung und Lieferung' });
    await form.getByLabel(/^Bestellnummer/).fill('47-11');
    await form.getByLabel(/^Ihre Nachricht/).fill('Die Milch war leider sauer.');
    await send.click();
    await expect(form.getByText('Mindestens 4 Zeichen.')).toBeVisible();
    await expect(form.getByText('Bitte geben Sie nur Ziffern ein.')).toBeVisible();

    await form.getByLabel(/^Postleitzahl/).fill('1070');
    await form.getByLabel(/^Bestellnummer/).fill('4711');
    await form.getByLabel(/^Anhänge/).setInputFiles({ name: 'beleg.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/content/contact') && response.request().method() === 'POST');
    await send.click();
    expect((await sent).status()).toBe(201);
    await expect(form.getByText(/Ihre Vorgangsnummer: K-\d{8}-\d{6}/)).toBeVisible();
  });

  test('the newsletter form subscribes an anonymous visitor, pending confirmation', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/newsletter');
    const block = slot(page, 'route:index').getByRole('region', { name: 'Anmelden' });
    await expect(block.getByText('Jeden Donnerstag die neuen Angebote und ein saisonales Rezept in Ihrem Postfach.')).toBeVisible();
    await block.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(block.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();
    await block.getByLabel(/^E-Mail-Adresse/).fill('gast@example.org');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/content/newsletter-topics/manage'));
    await block.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    expect((await answer).status()).toBe(202);
    await expect(block.getByText(/Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung/)).toBeVisible();
  });

  test('an unknown path shows the content-managed not-found page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/gibt-es-wirklich-nicht');
    const content = slot(page, 'route:index');
    await expect(content.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await content.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(content.getByRole('heading', { level: 1, name: 'Willkommen bei Frischmarkt' })).toBeVisible();
    // The not-found page's robots meta went with it.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the sitemap lists the content pages', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/sitemap');
    const sitemap = slot(page, 'route:sitemap');
    await expect(sitemap.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Kontakt – Frischmarkt' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Alle Inhaltsbausteine – Frischmarkt' })).toHaveCount(0);
    await sitemap.getByRole('link', { name: 'Service und Hilfe – Frischmarkt' }).click();
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1, name: 'Service und Hilfe' })).toBeVisible();
  });
});
