export {
  createFakeFetch,
  type FakeFetch,
  type FakeHandler,
  type FakeResponse,
} from './fake-fetch';
export {
  createTestServices,
  TEST_TENANT,
  type TestServices,
  type TestServicesOptions,
} from './test-services';
