import type { Page } from '@playwright/test';
import { expect, slot, test, withFetchedBootData } from './fixtures';

/** The tenant with the shop's own consent banner as its consent tool (as in shell-services-consent.spec.ts). */
async function withConsentTool(page: Page): Promise<void> {
  await withFetchedBootData(page);
  await page.route('**/tenant/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    Object.assign(config.clientRuntimeConfig, { consentToolId: 'storefront-consent-banner', consentScriptUrl: '/consent/banner.js' });
    await route.fulfill({ response, json: config });
  });
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

type Vital = { metric: string; value: number; routeName: string; remoteVersions: Record<string, string> };

function trackedVitals(page: Page): Promise<Vital[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry['event'] === 'webVitals') as unknown as Vital[],
  );
}

/** What ends a visit for the vitals: an interaction (INP, and LCP is final), then the page hidden (CLS, INP). */
async function interactThenHide(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).hover();
  await page.mouse.click(5, 400);
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('real-user vitals', () => {
  test('with statistic consent LCP, CLS and INP reach the data layer with the route and the remote versions', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await withConsentTool(page);
    const vitalsChunk = page.waitForRequest((request) => /\/lazy-web-vitals\.[0-9a-f]{8}\.js$/.test(request.url()), { timeout: 20_000 });
    await page.goto('/');
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toBeHidden();
    await vitalsChunk;
    // The measuring chunk runs once it has arrived; then the visit ends.
    await page.waitForLoadState('networkidle');
    await interactThenHide(page);
    await expect.poll(async () => (await trackedVitals(page)).map((vital) => vital.metric).sort(), { timeout: 15_000 }).toEqual(['CLS', 'INP', 'LCP']);
    const vitals = await trackedVitals(page);
    for (const vital of vitals) {
      expect(vital.routeName).toBe('index');
      expect(vital.remoteVersions).toMatchObject({ content: expect.any(String), catalogue: expect.any(String), search: expect.any(String) });
      expect(vital.value).toBeGreaterThanOrEqual(0);
    }
    console.log(`web vitals reported: ${vitals.map((vital) => `${vital.metric} ${vital.value}`).join(', ')}`);
  });

  test('without statistic consent the library is not loaded and no vital is tracked', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await withConsentTool(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    await interactThenHide(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.includes('lazy-web-vitals'))).toEqual([]);
    expect(await trackedVitals(page)).toEqual([]);
  });
});
