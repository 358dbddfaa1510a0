import { useId, useMemo } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as blocks from '../blocks/blocks.module.css';
import { usePageConfig } from '../page-config/use-page-config';
import type { ContentRefusal } from './content-refusal';
import * as styles from './content-access.module.css';

/**
 * What a visitor sees in place of a content page that is not for them yet
 * (doc 2 §6), never a dead end: a guest is asked to log in and comes back to
 * this page (`returnUrl`), or registers; a customer who is no club member is
 * shown the club's page of the account, where the way in is. The start page is
 * always one link away. Kept out of search engines (noindex).
 */
export default function ContentAccessPrompt({ refusal, returnUrl }: { refusal: ContentRefusal; returnUrl: string }) {
  const { t } = useServices().i18n;
  const headingId = useId();
  const loginRequired = refusal.kind === 'loginRequired';
  const config = useMemo(
    () => ({
      name: loginRequired ? 'content-login-required' : 'content-members-only',
      title: t(loginRequired ? 'content.access.loginRequired.title' : 'content.access.membersOnly.title'),
      noIndex: true,
    }),
    [loginRequired, t],
  );
  usePageConfig(config);

  const text = loginRequired
    ? t(refusal.forMembers ? 'content.access.loginRequired.membersText' : 'content.access.loginRequired.text')
    : t('content.access.membersOnly.text');
  return (
    <article className={blocks.page}>
      <section aria-labelledby={headingId} className={`${blocks.section} ${styles.notice}`}>
        <h1 id={headingId} className={blocks.headline}>
          {t(loginRequired ? 'content.access.loginRequired.headline' : 'content.access.membersOnly.headline')}
        </h1>
        <p>{text}</p>
        <div className={styles.actions}>
          {loginRequired ? (
            <>
              <RouteLink to={{ name: 'login', query: { returnUrl } }} className={`${blocks.linkButton} ${blocks.primary}`}>
                {t('content.access.login')}
              </RouteLink>
              <RouteLink to={{ name: 'registration' }} className={`${blocks.linkButton} ${blocks.secondary}`}>
                {t('content.access.register')}
              </RouteLink>
            </>
          ) : (
            <RouteLink to={{ name: 'profile', params: { slug: 'kundenclub' } }} className={`${blocks.linkButton} ${blocks.primary}`}>
              {t('content.access.toClub')}
            </RouteLink>
          )}
          <RouteLink to={{ name: 'index' }}>{t('content.backToStart')}</RouteLink>
        </div>
      </section>
    </article>
  );
}
