import { describe, it } from 'vitest';
import { anonymousNewsletterRequestSchema, questionnaireSubmissionSchema } from '../content-forms';
import { getSitemap } from './content';
import { manageNewsletter, submitContactForm, submitQuestionnaire } from './content-forms';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';

const questionnaire = { questionnaireId: 'kundenzufriedenheit', answers: { zufrieden: 'ja' }, age: 34, telephoneNumber: undefined };

const cases: EndpointCallCase[] = [
  {
    name: 'POST the contact form and read the reference',
    call: (api) =>
      submitContactForm(api, {
        contactGroup: 'order',
        firstname: 'Anna',
        surname: 'Berger',
        email: 'anna@example.at',
        text: 'Meine Bestellung kam unvollständig an.',
      } as never),
    request: 'POST /api/content/contact',
    answer: { status: 200, body: { reference: 'K-2026-0042' } },
    body: {
      contactGroup: 'order',
      firstname: 'Anna',
      surname: 'Berger',
      email: 'anna@example.at',
      text: 'Meine Bestellung kam unvollständig an.',
    },
    result: 'K-2026-0042',
  },
  {
    name: 'POST a questionnaire',
    call: (api) => submitQuestionnaire(api, questionnaire),
    request: 'POST /api/content/questionnaire',
    answer: { status: 204 },
    body: questionnaire,
    bodySchema: questionnaireSubmissionSchema,
    result: undefined,
  },
  {
    name: "POST an anonymous visitor's newsletter change: 202 is pending confirmation",
    call: (api) => manageNewsletter(api, { subscribe: ['angebote'] }, 'anna@example.at'),
    request: 'POST /api/content/newsletter-topics/manage',
    answer: { status: 202 },
    body: { email: 'anna@example.at', subscribe: ['angebote'], unsubscribe: [] },
    bodySchema: anonymousNewsletterRequestSchema,
    result: 'pendingConfirmation',
  },
  {
    name: "POST a customer's newsletter change through the customers call",
    call: (api) => manageNewsletter(api, { unsubscribe: ['rezepte'] }),
    request: 'POST /api/customers/newsletter-topics/manage',
    answer: { status: 200 },
    body: { subscribe: [], unsubscribe: ['rezepte'] },
    result: 'updated',
  },
  {
    name: 'GET the sitemap',
    call: (api) => getSitemap(api),
    request: 'GET /api/content/sitemap',
    result: { pages: [{ path: '/ueber-uns', title: 'Über uns' }] },
  },
];

describe('content form and sitemap calls', () => {
  for (const test of cases) it(test.name, () => checkEndpointCall(test));
});
