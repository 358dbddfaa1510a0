import { expect, test, type Page } from '@playwright/test';
import {
  TOKENS,
  bioOrigin,
  changeRule,
  deleteVersion,
  freshVersion,
  publish,
  recordRemoteVersions,
  remoteBuildAs,
  restoreRulesOf,
  rulesOf,
} from './release-support';

/**
 * The operations page driven by an operator with the keyboard: sign in, roll a
 * catalogue copy out to 10 % of Biogarten, promote it, roll it back, and try a
 * version built for contract 2, each reflected in the shop on the next load
 * and in the audit log. Only the catalogue remote is touched (the rollout
 * journeys use the account remote), and its rules are put back at the end.
 */
test.describe.configure({ mode: 'default' });

const version = freshVersion('ops');
const contract2 = freshVersion('ops-contract2');
let rulesBefore: Record<string, unknown> = {};

test.beforeAll(async ({ request }) => {
  rulesBefore = rulesOf('catalogue');
  await publish(request, remoteBuildAs(version, 1, 'catalogue'), TOKENS.catalogueTeam);
  await publish(request, remoteBuildAs(contract2, 2, 'catalogue'), TOKENS.catalogueTeam);
});

test.afterAll(async ({ request }) => {
  await changeRule(request, 'biogarten', 'rollback', { version: '1.0.0' }, 'catalogue');
  for (const published of [version, contract2]) await deleteVersion(request, published, 'catalogue');
  await restoreRulesOf('catalogue', rulesBefore);
});

/** Presses Tab until the element has the focus: the page is usable without a pointer. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element cannot be reached with Tab');
}

/** The catalogue version a Biogarten visitor in `bucket` gets on the category page. */
async function catalogueVersionFor(page: Page, baseURL: string | undefined, bucket: number): Promise<string[]> {
  const bio = bioOrigin(baseURL);
  await page.context().addCookies([{ name: 'sf-bucket', value: String(bucket), url: bio }]);
  const shop = await page.context().newPage();
  const versions = recordRemoteVersions(shop, 'catalogue');
  await shop.goto(`${bio}/produkte`);
  await expect(shop.locator('[data-slot="route:products-slug"]')).not.toBeEmpty({ timeout: 15_000 });
  await shop.close();
  return [...versions];
}

test('an operator drives rollout, promotion, rollback and a refused version from /ops, by keyboard', async ({ page, baseURL }) => {
  // Eleven page loads (the operations page and the shop after each change): a hang guard sized for a busy machine.
  test.setTimeout(120_000);
  // Not signed in: the page sends to its sign-in; the shop links to neither.
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await tabTo(page, page.getByLabel('Operator token'));
  await page.keyboard.type(TOKENS.operator);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { name: 'Storefront operations', level: 1 })).toBeVisible();
  await expect(page.getByText('Signed in as operator')).toBeVisible();

  const card = page.getByRole('region', { name: 'Catalogue (catalogue)' }).nth(1);
  await expect(page.getByRole('heading', { name: 'Biogarten (biogarten)' })).toBeVisible();
  await expect(card.getByTestId('stable')).toHaveText('1.0.0');
  await expect(card.getByTestId('rollout')).toHaveText('none');

  // Roll out 10 %.
  const rolloutForm = card.getByRole('form', { name: /^Roll out Catalogue/ });
  await rolloutForm.getByLabel('Version to roll out').selectOption(version);
  await tabTo(page, rolloutForm.getByLabel('Share (%)'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`biogarten: catalogue is now 1.0.0, 10 % on ${version}.`);
  await expect(card.getByTestId('rollout')).toHaveText(`${version} to 10 % of visitors`);
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').nth(1)).toContainText('operator:operator');
  await expect(audit.getByRole('row').nth(1)).toContainText(`1.0.0 → 1.0.0, 10 % on ${version}`);

  // The shop follows on the next load: bucket 5 is in the 10 %, bucket 50 is not.
  expect(await catalogueVersionFor(page, baseURL, 5)).toEqual([version]);
  expect(await catalogueVersionFor(page, baseURL, 50)).toEqual(['1.0.0']);

  // Promote, by keyboard.
  await tabTo(page, card.getByRole('button', { name: `Promote ${version}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`biogarten: catalogue is now ${version}.`);
  await expect(card.getByTestId('stable')).toHaveText(version);
  expect(await catalogueVersionFor(page, baseURL, 50)).toEqual([version]);

  // Roll the stable version back to 1.0.0.
  const backForm = card.getByRole('form', { name: /^Set the stable version of Catalogue/ });
  await backForm.getByLabel('Set the stable version back to').selectOption('1.0.0');
  await tabTo(page, backForm.getByRole('button', { name: 'Roll back' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('biogarten: catalogue is now 1.0.0.');
  expect(await catalogueVersionFor(page, baseURL, 5)).toEqual(['1.0.0']);

  // A version built for contract 2 is refused, and the audit log keeps the reason.
  const refusedForm = card.getByRole('form', { name: /^Roll out Catalogue/ });
  await refusedForm.getByLabel('Version to roll out').selectOption(contract2);
  await tabTo(page, refusedForm.getByRole('button', { name: 'Roll out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(`catalogue@${contract2} is built for contract 2; the shell speaks contract 1`);
  await expect(audit.getByRole('row').filter({ hasText: 'refuse' }).first()).toContainText(`built for contract 2; the shell speaks contract 1`);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`ops-${width}.png`), fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `nothing scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }

  await page.getByRole('button', { name: 'Sign out' }).press('Enter');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);
});
