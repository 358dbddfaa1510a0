import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { MAX_EVENTS_PER_REQUEST, MAX_OBJECTS_PER_EVENT } from './search-insights';

let testApp: TestApp;
afterEach(() => testApp.close());

const view = {
  eventType: 'view',
  eventName: 'Search Results Viewed',
  index: 'products',
  userToken: 'anonymous-5f0c6f1e-8d2b-4a57-9a0e-2b1f0c9d7e11',
  timestamp: 1_773_133_200_000,
  objectIDs: ['100201', '100202'],
};

describe('POST /1/events (the local stand-in for the search provider)', () => {
  it('accepts an events list without cookies or XSRF token, and logs it', async () => {
    testApp = await createTestApp({ captureLogs: true });
    const click = { ...view, eventType: 'click', eventName: 'Search Result Clicked', objectIDs: ['100202'], positions: [2] };
    const response = await testApp.app.inject({ method: 'POST', url: '/1/events', payload: { events: [view, click] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK' });
    const logged = testApp.logs.find((line) => 'searchInsights' in line);
    expect(logged?.['searchInsights']).toEqual([view, click]);
  });

  it('takes a result page of 24 products viewed as 20 and 4 objects, and up to 1000 events in one request', async () => {
    testApp = await createTestApp();
    const skus = Array.from({ length: 24 }, (_, index) => String(100201 + index));
    const page = { events: [{ ...view, objectIDs: skus.slice(0, 20) }, { ...view, objectIDs: skus.slice(20) }] };
    expect((await testApp.app.inject({ method: 'POST', url: '/1/events', payload: page })).statusCode).toBe(200);
    const many = { events: Array.from({ length: MAX_EVENTS_PER_REQUEST }, () => view) };
    expect((await testApp.app.inject({ method: 'POST', url: '/1/events', payload: many })).statusCode).toBe(200);
  });

  it.each([
    ['a view of 24 objects in one event', { events: [{ ...view, objectIDs: Array.from({ length: 24 }, (_, i) => `${i}`) }] }, 'events.0.objectIDs'],
    ['more positions than one event may have', { events: [{ ...view, positions: Array.from({ length: MAX_OBJECTS_PER_EVENT + 1 }, () => 1) }] }, 'events.0.positions'],
    ['more events than one request may carry', { events: Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => view) }, 'events'],
    ['no events', { events: [] }, 'events'],
    ['an unknown event type', { events: [{ ...view, eventType: 'purchase' }] }, 'events.0.eventType'],
    ['a user token with spaces', { events: [{ ...view, userToken: 'a b' }] }, 'events.0.userToken'],
    ['no object ids', { events: [{ ...view, objectIDs: [] }] }, 'events.0.objectIDs'],
    ['a position of 0', { events: [{ ...view, positions: [0] }] }, 'events.0.positions.0'],
  ])('answers 400 for %s', async (_case, payload, path) => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'POST', url: '/1/events', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe(path);
  });
});
