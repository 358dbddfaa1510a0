export { createFakeFetch, type FakeFetch, type FakeHandler, type FakeResponse } from './fake-fetch';
export { createTestServices, TEST_TENANT, type TestServices, type TestServicesOptions } from './test-services';
export {
  aProduct,
  aProductLineItem,
  aCart,
  aCartValidationResult,
  aCustomer,
  aCategoryTree,
  aDistributionAddress,
  aDistributionWindow,
  aBillingAddress,
  aCustomerAddress,
  aCheckoutStore,
  aSavedPaymentMethod,
  aSavedPaymentMethods,
  aWallet,
  aDeliveryPass,
  anOrderConfig,
  aVoucher,
  aPersonalVoucher,
  aLoyaltyMemberInfo,
} from './fixtures';
