import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithStatus, isApiError, type ApiClient } from '@storefront/shared/platform/api';
import { manageNewsletterTopics, newsletterTopicsOutcome, type NewsletterTopicChanges } from '@storefront/shared/account';
import { CookieJar, createTestApp, fetchXsrfToken, inProcessApiClient, browserHeaders, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let jar: CookieJar;
beforeAll(async () => {
  testApp = await createTestApp({ captureLogs: true });
  jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
});
afterAll(() => testApp.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Anna',
  surname: 'Berger',
  email: 'kundin@frischmarkt.example',
  contactgroup: 'order',
  ordernumber: '4711',
  text: 'Die Milch war leider sauer.',
  ...overrides,
});

async function post(url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: { ...browserHeaders(jar), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
}

describe('POST /api/content/contact', () => {
  it('takes a valid message with files and answers its reference', async () => {
    const response = await post(
      '/api/content/contact',
      contactMessage({
        files: [
          { name: 'beleg.pdf', type: 'application/pdf', size: PDF.length, content: PDF.toString('base64') },
          { name: 'foto.png', type: 'image/png', size: PNG.length, content: PNG.toString('base64') },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^K-\d{8}-\d{6}$/);
    // Filed before it was acknowledged: the reference is in the database, with the group and the number of files.
    const filed = testApp.store.db
      .prepare('SELECT contact_group AS contactGroup, file_count AS fileCount FROM contact_messages WHERE reference = ?')
      .get(response.json().reference);
    expect(filed).toEqual({ contactGroup: contactMessage({}).contactgroup, fileCount: 2 });
  });

  it('refuses a message that breaks the rules of doc 2 §5, naming each field', async () => {
    const response = await post('/api/content/contact', contactMessage({ firstname: '', text: 'a<b', zip: '12', ordernumber: '47a', contactgroup: '' }));
    expect(response.statusCode).toBe(400);
    const paths = response.json().customPayload.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['firstname', 'text', 'zip', 'ordernumber', 'contactgroup']));
  });

  it('refuses a fourth file, a file of another type, a size that is not the content, and content that is not what it claims', async () => {
    const file = { name: 'foto.png', type: 'image/png', size: PNG.length, content: PNG.toString('base64') };
    const cases = [
      { files: [file, file, file, file], path: 'files' },
      { files: [{ ...file, name: 'virus.exe', type: 'application/x-msdownload' }], path: 'files.0.type' },
      { files: [{ ...file, size: 10_000_001 }], path: 'files.0.size' },
      { files: [{ ...file, size: PNG.length + 1 }], path: 'files.0.content' },
      { files: [{ ...file, type: 'application/pdf' }], path: 'files.0.content' },
    ];
    for (const { files, path } of cases) {
      const response = await post('/api/content/contact', contactMessage({ files }));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().customPayload.issues.map((issue: { path: string }) => issue.path), path).toContain(path);
    }
  });

  it('takes files up to 10,000,000 bytes each (the body limit leaves room for three)', async () => {
    const big = Buffer.alloc(10_000_000, 0);
    PNG.copy(big);
    const file = { name: 'scan.png', type: 'image/png', size: big.length, content: big.toString('base64') };
    const response = await post('/api/content/contact', contactMessage({ files: [file, file, file] }));
    expect(response.statusCode).toBe(201);
  });

  it('needs the XSRF token like every mutating call', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/content/contact', payload: contactMessage() });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/content/questionnaire', () => {
  it('takes answers with an age above 0 and below 100, and refuses other ages', async () => {
    const answers = { questionnaireId: 'shop-survey-2026', answers: { rating: 'good', services: ['delivery'] } };
    expect((await post('/api/content/questionnaire', { ...answers, age: '42' })).statusCode).toBe(204);
    for (const age of ['0', '100', '4.5', 'alt']) {
      const response = await post('/api/content/questionnaire', { ...answers, age });
      expect(response.statusCode, age).toBe(400);
      expect(response.json().customPayload.issues[0].path).toBe('age');
    }
  });
});

describe('newsletter topics', () => {
  it('answers an anonymous subscription by e-mail with 202: the address confirms first', async () => {
    const response = await post('/api/content/newsletter-topics/manage', { email: 'gast@example.org', subscribe: ['rezepte'] });
    expect(response.statusCode).toBe(202);
    expect((await post('/api/content/newsletter-topics/manage', { email: 'kein-at', subscribe: ['rezepte'] })).statusCode).toBe(400);
    expect((await post('/api/content/newsletter-topics/manage', { email: 'gast@example.org' })).statusCode).toBe(400);
  });

  it('refuses an anonymous change naming a topic the shop has no newsletter for, naming the entry', async () => {
    const logged = testApp.logs.length;
    const response = await post('/api/content/newsletter-topics/manage', {
      email: 'gast@example.org',
      subscribe: ['wochenangebote'],
      unsubscribe: ['rezepte', 'weekly-offers'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual([{ path: 'unsubscribe.1', message: 'unknown newsletter topic: weekly-offers' }]);
    // Nothing is sent: no confirmation mail is noted.
    expect(testApp.logs.slice(logged).map((line) => line['msg'])).not.toContain('anonymous newsletter confirmation mail (not sent: no mail service)');
  });

  it("answers a customer's new topic with 202 (pending confirmation) and an unsubscription with 200", async () => {
    const changeTopics = (api: ApiClient, body: NewsletterTopicChanges) =>
      callWithStatus(api, manageNewsletterTopics, { body }).then(newsletterTopicsOutcome);
    const customerJar = new CookieJar();
    const customerApi = inProcessApiClient(testApp.app, customerJar);
    await fetchXsrfToken(testApp.app, customerJar);
    await expect(changeTopics(customerApi, { subscribe: ['rezepte'] })).rejects.toSatisfy(
      (error) => isApiError(error) && error.status === 401,
    );
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...browserHeaders(customerJar), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }),
    });
    customerJar.store(login);
    expect(login.statusCode).toBe(200);
    expect(await changeTopics(customerApi, { subscribe: ['rezepte'] })).toBe('pendingConfirmation');
    expect(await changeTopics(customerApi, { unsubscribe: ['rezepte'] })).toBe('updated');
  });
});
