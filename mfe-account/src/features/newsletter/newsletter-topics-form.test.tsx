import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonBody, LUKAS, renderAccount } from '../../testing/render-account.test-support';
import { NewsletterTopicsForm } from './newsletter-topics-form';

const topics = [
  { id: 'wochenangebote', label: 'Wochenangebote' },
  { id: 'rezepte', label: 'Rezepte' },
];

describe('newsletter topics', () => {
  it('on 202 says the confirmation is pending and does not tick the topic', async () => {
    const bodies: unknown[] = [];
    const { user } = renderAccount(<NewsletterTopicsForm customer={{ ...LUKAS, newsletterTopics: [{ newsletterTopicId: 'wochenangebote' }] }} topics={topics} />, {
      handlers: {
        'POST /api/customers/newsletter-topics/manage': ({ init }) => {
          bodies.push(jsonBody(init));
          return { status: 202 };
        },
      },
    });
    await user.click(screen.getByLabelText('Rezepte'));
    await user.click(screen.getByLabelText('Wochenangebote'));
    await user.click(screen.getByRole('button', { name: 'account.profile.save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('account.newsletter.confirmationPending'));
    expect(bodies).toEqual([{ subscribe: ['rezepte'], unsubscribe: ['wochenangebote'] }]);
    expect((screen.getByLabelText('Rezepte') as HTMLInputElement).checked).toBe(false);
  });
});
