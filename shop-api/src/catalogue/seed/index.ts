// The catalogue's seed data the other domains' seeds and tests build on (the products their carts, orders
// and accounts name). Only seeds and tests import it; the shop's code reads the catalogue from its store.
export { seedProducts } from './catalogue';
