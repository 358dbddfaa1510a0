import { describe, expect, it } from 'vitest';
import { call, callWithStatus } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { getContentPage } from './get-content-page';
import { getSitemap } from './get-sitemap';
import { newsletterTopicsOutcome } from '../../account/operations/manage-newsletter-topics';
import { manageAnonymousNewsletter } from './manage-anonymous-newsletter';
import { submitContactForm } from './submit-contact-form';
import { submitQuestionnaire } from './submit-questionnaire';

const page = { slug: '/', config: { name: 'startpage', title: 'Start' }, blocks: [] };
const questionnaire = { questionnaireId: 'kundenzufriedenheit', answers: { zufrieden: 'ja' }, age: 34, telephoneNumber: undefined };
const contactMessage = {
  contactgroup: 'order',
  firstname: 'Anna',
  surname: 'Berger',
  email: 'anna@example.at',
  text: 'Meine Bestellung kam unvollständig an.',
  telephoneNumber: undefined,
};

const cases: CallCase[] = [
  {
    name: 'GET a content page by path',
    operation: getContentPage,
    input: { query: { path: '/ueber-uns' } },
    request: 'GET /api/content/pages',
    query: { path: '/ueber-uns' },
    parsedQuery: { path: '/ueber-uns' },
    result: page,
  },
  {
    name: 'GET the sitemap',
    operation: getSitemap,
    request: 'GET /api/content/sitemap',
    result: { pages: [{ path: '/ueber-uns', title: 'Über uns' }] },
  },
  {
    name: 'POST the contact form and read the reference',
    operation: submitContactForm,
    input: { body: contactMessage },
    request: 'POST /api/content/contact',
    answer: { status: 201, body: { reference: 'K-2026-0042' } },
    body: contactMessage,
    result: { reference: 'K-2026-0042' },
  },
  {
    name: 'POST a questionnaire',
    operation: submitQuestionnaire,
    input: { body: questionnaire },
    request: 'POST /api/content/questionnaire',
    answer: { status: 204 },
    body: { questionnaireId: 'kundenzufriedenheit', answers: { zufrieden: 'ja' }, age: 34 },
    result: undefined,
  },
  {
    name: "POST an anonymous visitor's newsletter change: no list left out",
    operation: manageAnonymousNewsletter,
    input: { body: { email: 'anna@example.at', subscribe: ['angebote'] } },
    request: 'POST /api/content/newsletter-topics/manage',
    answer: { status: 202 },
    body: { email: 'anna@example.at', subscribe: ['angebote'], unsubscribe: [] },
    result: undefined,
  },
];

describe('the content calls', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it("reads an anonymous visitor's newsletter change answered 202 as pending confirmation (doc 1 §4)", async () => {
    const backend = fakeBackend({ 'POST /api/content/newsletter-topics/manage': { status: 202 } });
    const answer = await callWithStatus(backend.api, manageAnonymousNewsletter, { body: { email: 'anna@example.at', subscribe: ['angebote'] } });
    expect(newsletterTopicsOutcome(answer)).toBe('pendingConfirmation');
    expect(newsletterTopicsOutcome({ status: 200 })).toBe('updated');
    expect(newsletterTopicsOutcome({ status: 204 })).toBe('updated');
  });

  it('content calls answering 501 or more are "backend not available" (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/pages': { status: 501 } });
    await expect(call(backend.api, getContentPage, { query: { path: '/' } })).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
  });

  it('rejects what the backend would refuse before sending anything', async () => {
    const backend = fakeBackend({});
    const refused = [
      call(backend.api, getContentPage, { query: { path: 'ueber-uns' } }),
      call(backend.api, submitContactForm, { body: { ...contactMessage, text: '' } }),
      call(backend.api, submitQuestionnaire, { body: { ...questionnaire, age: 100 } }),
      call(backend.api, manageAnonymousNewsletter, { body: { email: 'kein-at', subscribe: ['angebote'] } }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toMatchObject({ kind: 'rejected-locally', status: 400 });
    expect(backend.requests).toEqual([]);
  });
});
