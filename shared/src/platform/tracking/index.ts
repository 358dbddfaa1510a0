export { PAGE_PATH_SEPARATOR, START_PAGE_NAME, pageViewEvent, pageViewPath, type PageViewEvent } from './page-path';
export { ORDER_NUMBER_MASK_CHAR, maskOrderNumber } from './mask-order-number';
export { productToTracking, type ProductTracking, type TrackableProduct } from './product-to-tracking';
export {
  DEFAULT_ERROR_STATUS,
  classifyTrackedError,
  trackedErrorEvent,
  type TrackedError,
  type TrackedErrorEvent,
  type TrackedErrorType,
} from './tracked-error';
export { noResultsSearchEvent, type NoResultsSearchEvent, type SearchTrackingInput } from './search-no-results';
export {
  createTrackingQueue,
  type QueueableEvent,
  type TrackOutcome,
  type TrackingQueue,
  type TrackingQueueOptions,
} from './tracking-queue';
