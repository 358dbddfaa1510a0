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
  getCapacityRequestSchema,
  getCapacityQuerySchema,
  getCapacityResponseSchema,
  getCapacity,
  getEarliestWindowQuerySchema,
  getEarliestWindowResponseSchema,
  getEarliestWindow,
  type EarliestWindowQuery,
} from './endpoints/capacity';
export {
  getCheckoutStoresResponseSchema,
  getCheckoutStores,
  getDeliveryAreaResponseSchema,
  getDeliveryArea,
  getDefaultDeliveryArea,
  getDeliveryAreaAtQuerySchema,
  getDeliveryAreaAt,
} from './endpoints/distribution';
export {
  autocompletePlacesQuerySchema,
  autocompletePlacesResponseSchema,
  autocompletePlaces,
  geocodeLocationQuerySchema,
  geocodeResultsResponseSchema,
  geocodeLocation,
  geocodePlaceQuerySchema,
  geocodePlace,
  geocodeAddressQuerySchema,
  geocodeAddress,
} from './endpoints/maps';
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
