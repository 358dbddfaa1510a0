import { useState } from 'react';
import * as z from 'zod/mini';
import { manageNewsletterTopics, newsletterTopicsOutcome } from '@storefront/shared/account';
import { CONTENT_FIELDS, manageAnonymousNewsletter, type NewsletterTexts } from '@storefront/shared/content';
import { callWithStatus, type ApiClient } from '@storefront/shared/platform/api';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { Button, Form, RouteLink, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { useBlockEnvironment } from '../blocks/block-context';
import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline } from '../blocks/heading';
import { FormOutcome } from '../forms/form-outcome';
import * as styles from '../forms/forms.module.css';

type Variant = 'loggedIn' | 'anonymous';
type NewsletterChange = { readonly subscribe?: string[]; readonly unsubscribe?: string[] };
type Outcome = 'pending' | 'done' | 'failed';

const emailFormSchema = z.object({ email: CONTENT_FIELDS.email.requiredTrimmed() });

/**
 * A newsletter text of doc 1 §3 in the visitor's variant (doc 1 §6: the texts
 * differ by logged-in status): the block's own text from the content system,
 * else the tenant's message.
 */
function useNewsletterText(texts: NewsletterTexts | undefined, variant: Variant) {
  const { t } = useServices().i18n;
  return (key: keyof NewsletterTexts) => texts?.[key][variant] ?? t(`content.newsletter.${key}.${variant}`);
}

/** The anonymous visitor's e-mail address; the change itself is the caller's. */
function EmailForm({ submitLabel, trackAs, onEmail }: { submitLabel: string; trackAs: string; onEmail: (email: string) => Promise<void> }) {
  const { t } = useServices().i18n;
  const form = useZodForm(emailFormSchema, { defaultValues: { email: '' } });
  return (
    <Form form={form} onValidSubmit={({ email }) => onEmail(email)} trackAs={trackAs} className={styles.form}>
      <TextField name="email" type="email" label={`${t('content.newsletter.email')} ${t('content.form.requiredMark')}`} autoComplete="email" />
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A newsletter change (doc 1 §4): a customer's goes to the customers call
 * (doc 1 §7), an anonymous visitor's with the e-mail address to the content
 * system's. 202 means the change waits for the confirmation link sent by e-mail.
 */
async function manageNewsletter(api: ApiClient, change: NewsletterChange, anonymousEmail: string | undefined) {
  const answer =
    anonymousEmail === undefined
      ? await callWithStatus(api, manageNewsletterTopics, { body: change })
      : await callWithStatus(api, manageAnonymousNewsletter, { body: { email: anonymousEmail, ...change } });
  return newsletterTopicsOutcome(answer);
}

/** Runs a newsletter change and keeps its outcome. */
function useNewsletterChange() {
  const { api, session } = useServices();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (change: NewsletterChange, anonymousEmail?: string) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await manageNewsletter(api, change, anonymousEmail);
      setOutcome(result === 'pendingConfirmation' ? 'pending' : 'done');
      // A customer's topics changed: the session's customer (and every other block reading it) follows.
      if (result === 'updated' && anonymousEmail === undefined) void session.refresh().catch(() => undefined);
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };
  return { outcome, busy, run };
}

/**
 * Subscribing to a newsletter topic. A customer subscribes
 * with one button; an anonymous visitor with an e-mail address. The texts:
 * before-content above the form; subscribe success when the answer is 202
 * (pending: the confirmation link is on its way, and the topic is not added
 * locally); confirm success when the subscription is active at once (then the
 * topic counts as subscribed here); subscribe error when the call fails;
 * confirm success/error also when the page is opened from the confirmation
 * link (query newsletterConfirmation=success|error). Each in the logged-in or
 * anonymous variant.
 */
export function NewsletterSubscribeBlock({ block, fields }: BlockProps<'newsletter-subscribe'>) {
  const { t } = useServices().i18n;
  const { customer } = useSessionSnapshot();
  const { query } = useBlockEnvironment();
  const variant: Variant = customer ? 'loggedIn' : 'anonymous';
  const text = useNewsletterText(fields.texts, variant);
  const { outcome, busy, run } = useNewsletterChange();
  const topicId = fields.newsletterTopicId;
  const subscribed = outcome === 'done' || (customer?.newsletterTopics.some((topic) => topic.newsletterTopicId === topicId) ?? false);
  const confirmation = query?.get('newsletterConfirmation');

  const message =
    outcome === 'pending'
      ? text('subscribeSuccess')
      : outcome === 'done'
        ? text('confirmSuccess')
        : outcome === 'failed'
          ? text('subscribeError')
          : confirmation === 'success'
            ? text('confirmSuccess')
            : confirmation === 'error'
              ? text('confirmError')
              : undefined;
  const failed = outcome === 'failed' || (outcome === undefined && confirmation === 'error');

  return (
    <section className={styles.panel} aria-label={block.headline ?? t('content.newsletter.name')}>
      <BlockHeadline headline={block.headline} />
      <p>{text('beforeContent')}</p>
      <FormOutcome kind={message === undefined ? undefined : failed ? 'error' : 'success'}>{message}</FormOutcome>
      {customer ? (
        subscribed ? (
          <p>{t('content.newsletter.alreadySubscribed')}</p>
        ) : (
          outcome !== 'pending' && (
            <div>
              <Button busy={busy} onClick={() => void run({ subscribe: [topicId] })}>
                {t('content.newsletter.subscribe')}
              </Button>
            </div>
          )
        )
      ) : (
        outcome !== 'pending' && (
          <EmailForm
            submitLabel={t('content.newsletter.subscribe')}
            trackAs="newsletter-subscribe"
            onEmail={(email) => run({ subscribe: [topicId] }, email)}
          />
        )
      )}
    </section>
  );
}

/**
 * Unsubscribing from a newsletter topic. A customer with one button (the
 * topic counts as gone here once the answer is not 202); an anonymous visitor
 * with the address, confirmed by a link sent to it (202).
 */
export function NewsletterUnsubscribeBlock({ block, fields }: BlockProps<'newsletter-unsubscribe'>) {
  const { t } = useServices().i18n;
  const { customer } = useSessionSnapshot();
  const variant: Variant = customer ? 'loggedIn' : 'anonymous';
  const { outcome, busy, run } = useNewsletterChange();
  const topicId = fields.newsletterTopicId;
  const intro = fields.text?.[variant] ?? t(`content.newsletter.unsubscribe.intro.${variant}`);
  const message = outcome && t(`content.newsletter.unsubscribe.${outcome}.${variant}`);

  return (
    <section className={styles.panel} aria-label={block.headline ?? t('content.newsletter.unsubscribeName')}>
      <BlockHeadline headline={block.headline} />
      <p>{intro}</p>
      <FormOutcome kind={outcome === undefined ? undefined : outcome === 'failed' ? 'error' : 'success'}>{message}</FormOutcome>
      {outcome !== 'done' &&
        outcome !== 'pending' &&
        (customer ? (
          <div>
            <Button variant="secondary" busy={busy} onClick={() => void run({ unsubscribe: [topicId] })}>
              {t('content.newsletter.unsubscribeButton')}
            </Button>
          </div>
        ) : (
          <>
            <EmailForm
              submitLabel={t('content.newsletter.unsubscribeButton')}
              trackAs="newsletter-unsubscribe"
              onEmail={(email) => run({ unsubscribe: [topicId] }, email)}
            />
            <p>
              <RouteLink to={{ name: 'login' }} prefetch={false}>
                {t('content.newsletter.loginInstead')}
              </RouteLink>
            </p>
          </>
        ))}
    </section>
  );
}
