import { expect, slot, test } from './fixtures';

/** A lazy chunk on a busy machine: the remote, then the dialog's own chunk. */
const LAZY = { timeout: 15_000 };
/** The seeded Marillenknödel: six ingredients the shop sells; the apricots from the Wachau are out of season. */
const RECIPE = '/rezept/marillenknoedel-aus-topfenteig';
const OUT_OF_SEASON = 'Marillen aus der Wachau 500 g';

test.describe('a recipe’s ingredients in one go', () => {
  test('a guest chooses the service, the cart adds what it can and names the apricots it could not', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto(RECIPE);
    const recipe = slot(page, 'route:recipe-slug');
    await expect(recipe.getByRole('heading', { level: 1, name: 'Marillenknödel aus Topfenteig' })).toBeVisible(LAZY);
    const miniCart = page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / });
    await expect(miniCart).toBeVisible(LAZY);
    await expect(recipe.getByText('6 Artikel aus unserem Sortiment, von jedem die kleinste Bestellmenge.')).toBeVisible(LAZY);

    await recipe.getByRole('button', { name: 'Alle Zutaten in den Warenkorb' }).click();
    const service = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });
    await expect(service).toBeVisible(LAZY);
    await service.getByRole('radio', { name: 'Abholung im Markt' }).check();
    await service.getByRole('group', { name: 'Markt für die Abholung' }).getByRole('radio').first().check();
    await service.getByRole('button', { name: 'Diesen Markt wählen' }).click();
    await expect(service).toBeHidden();

    const notAdded = page.getByRole('dialog', { name: 'Nicht alle Artikel wurden hinzugefügt' });
    await expect(notAdded).toBeVisible(LAZY);
    await expect(notAdded.getByRole('listitem')).toHaveText([OUT_OF_SEASON]);
    await expect(miniCart).toHaveAccessibleName(/^Warenkorb: 5 Artikel, /);
    // The dialog is the one feedback: no notice beside it, no text of the recipe's own.
    await expect(page.getByText('Die Artikel liegen in Ihrem Warenkorb.')).toHaveCount(0);
    await expect(recipe.getByText(/Nicht hinzugefügt|Zutaten im Warenkorb/)).toHaveCount(0);
    await notAdded.getByRole('button', { name: 'Verstanden' }).click();
    await expect(notAdded).toBeHidden();

    // The ingredients' own buttons know what the cart holds now.
    const ingredients = recipe.getByRole('region', { name: 'Zutaten' });
    await expect(ingredients.getByText('Im Warenkorb: 1 Stk.')).toHaveCount(5);
  });
});
