import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import * as styles from './service-selection.module.css';

interface FooterProps {
  readonly message: string | undefined;
  readonly busy: boolean;
  readonly submitLabel: string;
  readonly session: CartSession;
  /** The tenant's prompt is optional: "Später wählen" goes on with the add without a service. */
  readonly optional: boolean;
}

/** The end of either form: its error, then abort (or choose later) and save (the shopper's choice of service decides the label). */
export function SelectionFooter({ message, busy, submitLabel, session, optional }: FooterProps) {
  const { t } = useServices().i18n;
  return (
    <>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => session.settleServiceSelection(false)}>
          {t('cart.service.cancel')}
        </Button>
        {optional && (
          <Button variant="secondary" onClick={() => session.skipServiceSelection()}>
            {t('cart.service.later')}
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
