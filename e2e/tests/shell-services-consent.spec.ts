import type { Page } from '@playwright/test';
import { expect, slot, test, withFetchedBootData } from './fixtures';

/** The values a tenant sets to use the shop's own banner (backend: consent-banner). */
const BANNER = { consentToolId: 'storefront-consent-banner', consentScriptUrl: '/consent/banner.js' };

/** This tenant, with the first-party consent banner as its consent tool. */
async function withConsentTool(page: Page): Promise<void> {
  await withFetchedBootData(page);
  await page.route('**/tenant/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    Object.assign(config.clientRuntimeConfig, BANNER);
    config.clientRuntimeConfig.tracking = { pageViewPrefix: 'frischmarkt' };
    await route.fulfill({ response, json: config });
  });
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

/** The page names in the tag manager's data layer. */
function trackedPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'pageView')
      .map((entry) => String(entry['pageName'])),
  );
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sf-consent')?.value;
}

/** The cookie list block of the privacy page says, per group, whether consent allows it now. */
function groupState(page: Page, group: string) {
  return page.getByRole('region', { name: group, exact: true }).getByText(/^(Aktiv|Nicht aktiv|Immer aktiv)$/);
}

test.describe('consent through the consent tool', () => {
  test('withheld: only necessary cookies, nothing tracked, the choice remembered', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await withConsentTool(page);
    await page.goto('/datenschutz');
    await expect(banner(page)).toBeVisible();
    // Before a decision nothing that needs consent runs.
    await expect(groupState(page, 'Statistik')).toHaveText('Nicht aktiv');
    expect(await trackedPageViews(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner(page)).toBeHidden();
    expect(decodeURIComponent((await consentCookie(page)) ?? '')).toBe('C0001');
    await expect(groupState(page, 'Statistik')).toHaveText('Nicht aktiv');
    await expect(groupState(page, 'Marketing')).toHaveText('Nicht aktiv');
    expect(await trackedPageViews(page)).toEqual([]);

    await page.reload();
    await expect(slot(page, 'route:index').getByRole('heading', { name: 'Datenschutz und Cookies' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await trackedPageViews(page)).toEqual([]);
  });

  test('granted with the keyboard: held page views reach the data layer, later ones follow', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await withConsentTool(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const acceptAll = banner(page).getByRole('button', { name: 'Alle akzeptieren' });
    await acceptAll.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => trackedPageViews(page)).toEqual(['frischmarkt:startpage']);
    expect(decodeURIComponent((await consentCookie(page)) ?? '')).toBe('C0001.C0002.C0004.C0007');

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();
    await expect.poll(() => trackedPageViews(page)).toEqual(['frischmarkt:startpage', 'frischmarkt:sortiment']);
  });

  test('the cookie settings button opens the settings; a change is live in the cookie list', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await withConsentTool(page);
    await page.goto('/datenschutz');
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(groupState(page, 'Marketing')).toHaveText('Aktiv');

    await page.getByRole('button', { name: 'Cookie-Einstellungen ändern' }).click();
    await expect(banner(page)).toBeVisible();
    const marketing = banner(page).getByRole('checkbox', { name: 'Marketing' });
    await expect(marketing).toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    // Keyboard only: to the marketing box, untick it, save.
    await marketing.focus();
    await page.keyboard.press('Space');
    await expect(marketing).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(groupState(page, 'Marketing')).toHaveText('Nicht aktiv');
    await expect(groupState(page, 'Statistik')).toHaveText('Aktiv');
    // Focus is back where the shopper was.
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen ändern' })).toBeFocused();

    // Escape closes the settings once a choice exists, without changing it.
    await page.getByRole('button', { name: 'Cookie-Einstellungen ändern' }).click();
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(groupState(page, 'Marketing')).toHaveText('Nicht aktiv');
  });

  test('a consent script that fails to load grants every group', async ({ page }) => {
    await withConsentTool(page);
    await page.route('**/consent/banner.js', (route) => route.abort('connectionrefused'));
    await page.goto('/datenschutz');
    await expect(groupState(page, 'Statistik')).toHaveText('Aktiv');
    await expect(groupState(page, 'Marketing')).toHaveText('Aktiv');
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => trackedPageViews(page)).toEqual(['frischmarkt:datenschutz']);
  });

  test('after consent, the page asked for a redirect takes the shopper back', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await withConsentTool(page);
    await page.goto(`/datenschutz?consentReturnUrl=${encodeURIComponent('/sortiment')}`);
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.getByText('Danke für Ihre Auswahl. Sie werden gleich zurück zur vorherigen Seite geleitet.')).toBeVisible();
    await expect(page).toHaveURL(/\/sortiment$/);
  });
});

test('Biogarten’s own banner: in its theme colour, and reopened from the footer on any page', async ({ page, baseURL, consoleErrors }) => {
  void consoleErrors;
  const bio = new URL(baseURL!);
  bio.hostname = 'bio.localhost';
  await page.goto(`${bio.origin}/`);
  const acceptAll = banner(page).getByRole('button', { name: 'Alle akzeptieren' });
  await expect(acceptAll).toBeVisible();
  // Biogarten's #4d7c0f, not Frischmarkt's green.
  await expect(acceptAll).toHaveCSS('background-color', 'rgb(77, 124, 15)');
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner(page)).toBeHidden();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
});

test('without a consent tool every group is granted and no banner shows', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.route('**/tenant/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    delete config.clientRuntimeConfig.consentToolId;
    delete config.clientRuntimeConfig.consentScriptUrl;
    await route.fulfill({ response, json: config });
  });
  await page.goto('/datenschutz');
  await expect(groupState(page, 'Statistik')).toHaveText('Aktiv');
  await expect(groupState(page, 'Zielgruppenauswahl')).toHaveText('Aktiv');
  await expect(banner(page)).toHaveCount(0);
  // Nothing to reopen: the footer offers no cookie settings.
  await expect(page.getByRole('contentinfo').getByText('© Frischmarkt', { exact: false })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveCount(0);
});
