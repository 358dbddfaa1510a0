import type { Page } from '@playwright/test';
import { FALLBACK_TEXT, expect, slot, test } from './fixtures';

/**
 * Serves the cart-checkout remote as a build that loads fine but has no cart
 * page (an older version on a tenant, a page not shipped yet): its real
 * remoteEntry.js, with its container handing out the `./remote` definition
 * without the `cart` route. The cart page is one this build renders today, so
 * the test does not depend on any page staying unbuilt.
 */
async function cartCheckoutWithoutCartPage(page: Page): Promise<void> {
  await page.route('**/remotes/cart-checkout/*/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const withoutCart = `
;(function (container) {
  storefront_cart_checkout = {
    init: container.init,
    get: function (module) {
      return container.get.apply(container, arguments).then(function (factory) {
        if (module !== './remote') return factory;
        return function () {
          var exported = factory();
          var definition = exported && 'default' in exported ? exported.default : exported;
          var routes = Object.assign({}, definition.routes);
          delete routes.cart;
          return { default: Object.assign({}, definition, { routes: routes }) };
        };
      });
    },
  };
})(storefront_cart_checkout);`;
    await route.fulfill({ response, body: (await response.text()) + withoutCart });
  });
}

/** The page names in the tag manager's data layer (the test tenant has no consent tool: all granted). */
function trackedPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'pageView')
      .map((entry) => String(entry['pageName'])),
  );
}

test.describe('a page its loaded remote does not provide', () => {
  test('is the not-found page with the content-managed not-found content, tracked as errorPage, not an outage', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await cartCheckoutWithoutCartPage(page);
    const remoteLoaded = page.waitForResponse((response) => /\/remotes\/cart-checkout\/[^/]+\/remoteEntry\.js$/.test(response.url()));
    await page.goto('/warenkorb');
    expect((await remoteLoaded).ok(), 'the cart-checkout remote itself loads').toBe(true);

    await expect(page.getByText('Page Not Found: /warenkorb')).toBeVisible();
    await expect(slot(page, 'fragment:not-found-content').getByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
    // Not an outage: no "not available" box and no retry that could never work.
    await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    await expect(slot(page, 'route:cart')).toHaveCount(0);
    await expect.poll(() => trackedPageViews(page)).toEqual(['errorPage']);

    // The frame stays: the shopper goes on through the header, and the next page is tracked as itself.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => trackedPageViews(page)).toEqual(['errorPage', 'frischmarkt:sortiment']);
  });
});
