export { createReactParcel, useServices, ServicesProvider } from './create-react-parcel';
export { DeadlineError, SLOT_FALLBACK_MEASURE, mountParcelWithFallback, textFallback, type FallbackRenderer, type ParcelHandle } from './mount-parcel';
export { useSessionSnapshot } from './use-session-snapshot';
