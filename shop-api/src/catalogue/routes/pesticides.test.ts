import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { getPesticideReports } from '@storefront/shared/catalogue';
import { seedPesticideReports } from '../seed/pesticides';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

describe('GET /api/pesticides', () => {
  it('answers the season’s tests per produce, by name, with consistent counts', async () => {
    const answer = await call(api, getPesticideReports);
    expect(answer.reports).toHaveLength(seedPesticideReports.length);
    expect(answer.reports.map((report) => report.produce)).toEqual([...answer.reports.map((report) => report.produce)].sort((a, b) => a.localeCompare(b, 'de')));
    for (const report of answer.reports) {
      expect(report.withoutResidues, report.produce).toBeLessThanOrEqual(report.belowHalfLimit);
      expect(report.belowHalfLimit, report.produce).toBeLessThanOrEqual(report.samples);
    }
  });
});
