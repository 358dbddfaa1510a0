/*
 * Distribution: its calls (capacity, stores, delivery areas, maps; one
 * operation each), addresses, service types and their rules.
 */
export { autocompletePlaces } from './operations/autocomplete-places';
export { geocodeAddress } from './operations/geocode-address';
export { geocodeLocation } from './operations/geocode-location';
export { geocodePlace } from './operations/geocode-place';
export { getCapacity } from './operations/get-capacity';
export { getCheckoutStores } from './operations/get-checkout-stores';
export { getDefaultDeliveryArea } from './operations/get-default-delivery-area';
export { getDeliveryArea } from './operations/get-delivery-area';
export { getDeliveryAreaAt } from './operations/get-delivery-area-at';
export { getEarliestWindow } from './operations/get-earliest-window';
export {
  ADDRESS_PLACEHOLDERS,
  fillAddressPlaceholders,
  stripAddressPlaceholders,
} from './address-placeholders';
export {
  createAddressValidityFields,
  createAddressValiditySchema,
  DEFAULT_INVALID_ADDRESS_MESSAGE_KEY,
  deliveryPhoneNumberField,
  geocodingMessage,
  isGeocodingComplete,
  type AddressValidityConfiguration,
  type GeocodingResult,
} from './address-validity';
export {
  CUSTOMER_ADDRESS_CATEGORIES,
  customerAddressCategorySchema,
  addressSchema,
  billingAddressSchema,
  customerAddressSchema,
  type CustomerAddressCategory,
  type Address,
  type BillingAddress,
  type CustomerAddress,
} from './addresses';
export {
  serviceTypeSchema,
  positionSchema,
  distributionAddressSchema,
  distributionWindowSchema,
  capacityTimeSlotSchema,
  deliveryAreaSchema,
  checkoutStoreSchema,
  type Position,
  type DistributionAddress,
  type DistributionWindow,
  type CapacityTimeSlot,
  type DeliveryArea,
  type CheckoutStore,
} from './distribution';
export {
  distributionAddressRequestSchema,
  type DistributionAddressInput,
} from './distribution-address-request';
export {
  placePredictionSchema,
  geocodedAddressSchema,
  type PlacePrediction,
  type GeocodedAddress,
} from './maps';
export {
  SERVICE_TYPES,
  type ServiceType,
} from './service-type';
export { SERVICE_TYPE_CONTENT_COMPONENTS } from './service-type-content';
