import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../../testing/test-app.test-support';

/*
 * The server keeps the contact form's limits of doc 2 §5 itself, at each
 * boundary: a browser that skips the form's checks (or an older form) must
 * not get a longer or wrong value filed.
 */

let testApp: TestApp;
let jar: CookieJar;
beforeAll(async () => {
  testApp = await createTestApp();
  jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
});
afterAll(() => testApp.close());

const VALID = {
  firstname: 'Anna',
  surname: 'Berger',
  email: 'kundin@frischmarkt.example',
  contactgroup: 'order',
  text: 'Die Milch war leider sauer.',
};

function filedMessages(): number {
  return testApp.store.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM contact_messages').get()!.count;
}

async function submit(fields: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/content/contact',
    headers: { ...browserHeaders(jar), 'content-type': 'application/json' },
    payload: JSON.stringify({ ...VALID, ...fields }),
  });
  const paths: string[] = response.statusCode === 400 ? response.json().customPayload.issues.map((issue: { path: string }) => issue.path) : [];
  return { status: response.statusCode, paths };
}

/** Each field's largest accepted value and the value one past it (doc 2 §5 contact form). */
const LENGTH_LIMITS: ReadonlyArray<readonly [field: string, longest: string, tooLong: string]> = [
  ['firstname', 'A'.repeat(24), 'A'.repeat(25)],
  ['city', 'W'.repeat(25), 'W'.repeat(26)],
  ['country', 'AUT', 'AUTX'],
  ['zip', '1010-AB', '1010-ABC'],
  ['streetnr', '1'.repeat(40), '1'.repeat(41)],
  ['loyaltymemberid', '9'.repeat(20), '9'.repeat(21)],
  ['productean', '4'.repeat(30), '4'.repeat(31)],
  ['productbatchnumber', 'L'.repeat(50), 'L'.repeat(51)],
  ['productname', 'M'.repeat(150), 'M'.repeat(151)],
  ['receiptnumber', 'R'.repeat(150), 'R'.repeat(151)],
  ['ordernumber', '1'.repeat(15), '1'.repeat(16)],
  ['text', 't'.repeat(1700), 't'.repeat(1701)],
  ['errorcode', 'E'.repeat(180), 'E'.repeat(181)],
  ['timewindow', 'Z'.repeat(50), 'Z'.repeat(51)],
  ['paymentmethod', 'P'.repeat(50), 'P'.repeat(51)],
  ['clientdata', 'C'.repeat(100), 'C'.repeat(101)],
  ['discount', 'D'.repeat(100), 'D'.repeat(101)],
];

/** Values each field refuses for what they contain rather than their length. */
const REFUSED_VALUES: ReadonlyArray<readonly [field: string, value: string]> = [
  ['firstname', 'Anna<script>'],
  ['firstname', '   '],
  ['city', 'Wien<'],
  ['zip', '101'],
  ['zip', '1010_'],
  ['loyaltymemberid', '12a4'],
  ['productean', '90123-4'],
  ['ordernumber', '4711.0'],
  ['text', ''],
  ['text', 'a<b'],
  ['birthdate', '31.02.1990'],
  ['bestbeforedate', 'morgen'],
  ['contactgroup', ''],
];

describe('the contact form limits on the server (doc 2 §5)', () => {
  it.each(LENGTH_LIMITS)('takes %s at its maximum length', async (field, longest) => {
    const { status, paths } = await submit({ [field]: longest });
    expect(paths).toEqual([]);
    expect(status).toBe(201);
  });

  it.each(LENGTH_LIMITS)('refuses %s one character past it, naming the field and filing nothing', async (field, _longest, tooLong) => {
    const before = filedMessages();
    const { status, paths } = await submit({ [field]: tooLong });
    expect(status).toBe(400);
    expect(paths).toEqual([field]);
    expect(filedMessages()).toBe(before);
  });

  it.each(REFUSED_VALUES)('refuses %s = %j', async (field, value) => {
    const before = filedMessages();
    const { status, paths } = await submit({ [field]: value });
    expect(status).toBe(400);
    expect(paths).toEqual([field]);
    expect(filedMessages()).toBe(before);
  });

  it('takes the shortest zip, names with punctuation and valid dates', async () => {
    const { status, paths } = await submit({ zip: '1010', firstname: "Anna-Lena O'Brien", birthdate: '29.02.1988', bestbeforedate: '01.12.2026' });
    expect(paths).toEqual([]);
    expect(status).toBe(201);
  });
});
