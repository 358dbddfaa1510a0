export {
  createFakeFetch,
  type FakeFetch,
  type FakeHandler,
  type FakeResponse,
} from './fake-fetch.test-support';
export {
  LAZY_CHUNK_TIMEOUT,
  renderParcel,
  renderWithServices,
  type RenderWithServicesOptions,
} from './render-parcel.test-support';
export {
  createTestServices,
  TEST_TENANT,
  TEST_TENANT_WITH_CLUB,
  type TestServices,
  type TestServicesOptions,
} from './test-services.test-support';
export {
  fieldAnswerDifferences,
  fieldTableDifferences,
  type FieldException,
} from '../validation/field-probe.test-support';
