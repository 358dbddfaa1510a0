import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from './account.module.css';

/** What a finished account step says (mail sent, password set), and the way on to the login. */
export function SuccessWithLogin({ text }: { text: string }) {
  const { t } = useServices().i18n;
  return (
    <>
      <p role="status" className={`${styles.notice} ${styles.success}`}>
        {text}
      </p>
      <RouteLink to={{ name: 'login' }} className={styles.link}>
        {t('account.registration.toLogin')}
      </RouteLink>
    </>
  );
}
