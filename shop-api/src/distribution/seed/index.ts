// The distribution's seed data the other domains' tests build on (the stores the content names). Only seeds and
// tests import it; the shop's code reads the stores from its store.
export { seedStores } from './distribution';
