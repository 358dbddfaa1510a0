import { expect, slot, test } from './fixtures';

test('the pesticides page shows the season’s residue tests per produce, filterable by group', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/pestizide');
  const pesticides = slot(page, 'route:pesticides');
  await expect(pesticides.getByRole('heading', { level: 1, name: 'Pestizid-Kontrollen' })).toBeVisible({ timeout: 15_000 });
  const table = pesticides.getByRole('table', { name: /Ergebnisse für \d+ Sorten/ });
  await expect(table.getByRole('rowheader', { name: /^Äpfel/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Äpfel/ })).toContainText('48');
  await pesticides.getByRole('radio', { name: 'Gemüse' }).check();
  await expect(table.getByRole('rowheader', { name: /^Äpfel/ })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: /^Karotten/ })).toBeVisible();
});
