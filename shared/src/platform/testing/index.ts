export {
  createFakeFetch,
  type FakeFetch,
  type FakeHandler,
  type FakeResponse,
} from './fake-fetch';
export {
  LAZY_CHUNK_TIMEOUT,
  renderParcel,
  renderWithServices,
  type RenderWithServicesOptions,
} from './render-parcel';
export {
  createTestServices,
  TEST_TENANT,
  type TestServices,
  type TestServicesOptions,
} from './test-services';
