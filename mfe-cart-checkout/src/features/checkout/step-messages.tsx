import type { CartValidationError } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './checkout.module.css';

/** The validation errors of a step (doc 2 §8), with the backend's text, else the bundle's for the code. */
export function StepErrors({ errors, extra }: { errors: readonly CartValidationError[]; extra?: string | undefined }) {
  const { t } = useServices().i18n;
  if (errors.length === 0 && !extra) return null;
  return (
    <div role="alert" className={styles.alert} data-testid="step-errors">
      {extra && <p>{extra}</p>}
      {errors.map((error) => (
        <p key={error.code}>{error.message || t(`cart.validation.${error.code}`)}</p>
      ))}
    </div>
  );
}
