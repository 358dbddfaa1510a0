// What the distribution domain offers the other domains of the shop API: they import it from here, never from its files
// (the dependency rule shop-domain-through-index in .dependency-cruiser.cjs).
export { WINDOW_CUTOFF_MS, WINDOW_DAYS, WINDOW_RULES } from './rules/distribution-rules';
export { windowExpired, windowFull } from './store/distribution';
export type { ShopLocation, TimeWindow } from './store/distribution';
