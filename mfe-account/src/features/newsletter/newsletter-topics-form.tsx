import { useState } from 'react';
import * as z from 'zod/mini';
import { manageNewsletterTopics, newsletterTopicsOutcome } from '@storefront/shared/account';
import { callWithStatus } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';
import { Button, CheckboxGroupField, Form, useZodForm } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import { StatusMessage, type StatusKind } from '../profile/status-message';

export interface NewsletterTopicChoice {
  readonly id: string;
  readonly label: string;
}

const topicsFormSchema = z.object({ topics: z.array(z.string()) });

/**
 * The customer's newsletter topics (doc 1 §3, §4, §7): ticked ones are
 * subscribed, unticked ones unsubscribed. A 202 means the subscription waits
 * for the confirmation link, so the topic is not added here; any other answer
 * is done, and the session's customer is read again.
 */
export function NewsletterTopicsForm({ customer, topics }: { customer: Customer; topics: readonly NewsletterTopicChoice[] }) {
  const { api, session, i18n } = useServices();
  const { t } = i18n;
  const subscribed = customer.newsletterTopics.map((topic) => topic.newsletterTopicId);
  const form = useZodForm(topicsFormSchema, { defaultValues: { topics: subscribed } });
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);

  const submit = async ({ topics: chosen }: { topics: string[] }) => {
    setStatus(null);
    const subscribe = chosen.filter((id) => !subscribed.includes(id));
    const unsubscribe = subscribed.filter((id) => !chosen.includes(id));
    if (subscribe.length === 0 && unsubscribe.length === 0) {
      setStatus({ kind: 'info', text: t('account.profile.noChanges') });
      return;
    }
    try {
      const outcome = newsletterTopicsOutcome(await callWithStatus(api, manageNewsletterTopics, { body: { subscribe, unsubscribe } }));
      if (outcome === 'pendingConfirmation') {
        // Not added locally: the box goes back until the customer confirmed by mail.
        form.reset({ topics: chosen.filter((id) => !subscribe.includes(id)) });
        setStatus({ kind: 'info', text: t('account.newsletter.confirmationPending') });
      } else {
        setStatus({ kind: 'success', text: t('account.form.saved') });
      }
      await session.refresh();
    } catch (error) {
      setStatus({ kind: 'error', text: failureMessage(error, t) });
    }
  };

  return (
    <section aria-labelledby="account-newsletter" className={styles.card}>
      <h2 id="account-newsletter" className={styles.subtitle}>
        {t('account.newsletter.headline')}
      </h2>
      <StatusMessage kind={status?.kind ?? 'info'} text={status?.text} />
      <Form form={form} onValidSubmit={submit} trackAs="newsletter-topics">
        <CheckboxGroupField name="topics" label={t('account.newsletter.topics')} options={topics.map(({ id, label }) => ({ value: id, label }))} />
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
