// The pages the benchmark loads, each with what counts as its content: an
// element of the route's main content that needs the route's code and its data
// (a heading or a tile, not a skeleton). Cart and checkout are measured as a
// new visitor sees them (an empty cart), which needs the cart's data all the same.
export const PAGES = [
  { name: 'start', path: '/', content: '[data-slot="route:index"] h1' },
  { name: 'category', path: '/sortiment/obst', content: '[data-slot="route:products-slug"] a[href*="/produkt/"]' },
  { name: 'product', path: '/produkt/bio-vollmilch-3-8-1-l/100201', content: '[data-slot="route:product-slug"] h1' },
  { name: 'search', path: '/suche/milch', content: '[data-slot="route:search-term"] a[href*="/produkt/"]' },
  { name: 'cart', path: '/warenkorb', content: '[data-slot="route:cart"] [data-testid="cart-line-count"]' },
  { name: 'checkout', path: '/kasse', content: '[data-slot="route:checkout"] section:not([aria-busy]) h1' },
];

/** Slow 4G as Chromium's devtools define it, and 4× CPU slowdown. */
export const THROTTLING = {
  rttMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

export const VIEWPORT = { width: 412, height: 823 };
