import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import * as styles from './cart-page.module.css';
import { failureText } from './failure-text';
import { ValidationMessages } from './validation-messages';

/** The discount codes: the form to add one, the codes applied with their remove buttons, and the codes' validation errors. */
export function DiscountCodes({ cart, session, messages }: { cart: Cart; session: CartSession; messages: readonly string[] }) {
  const { t } = useServices().i18n;
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty code is rejected here, without a request.
    if (code.trim() === '') {
      setError(t('cart.discount.empty'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await session.addDiscountCode(code.trim());
      setCode('');
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      <h2>{t('cart.discount.headline')}</h2>
      <form className={styles.codeForm} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.field} htmlFor={inputId}>
          {t('cart.discount.label')}
          <input
            id={inputId}
            className={styles.input}
            value={code}
            maxLength={100}
            autoComplete="off"
            aria-invalid={error !== undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" busy={busy}>
          {t('cart.discount.submit')}
        </Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {cart.discountCodes.length > 0 && (
        <ul className={styles.codes} aria-label={t('cart.discount.applied')}>
          {cart.discountCodes.map((applied) => (
            <li key={applied} className={styles.code}>
              {applied}
              <Button
                variant="link"
                aria-label={t('cart.discount.remove', { code: applied })}
                onClick={() =>
                  void session.removeDiscountCode(applied).catch((failure: unknown) => setError(failureText(failure, t)))
                }
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ValidationMessages messages={messages} testId="cart-discount-error" />
    </div>
  );
}
