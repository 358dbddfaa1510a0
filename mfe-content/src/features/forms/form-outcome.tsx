import type { ReactNode } from 'react';
import * as styles from './forms.module.css';

/**
 * The answer to a sent form, in a live region that is always in the page
 * (a region that appears together with its text is not always announced).
 */
export function FormOutcome({ kind, children }: { kind: 'success' | 'error' | undefined; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {kind && <p className={kind === 'error' ? `${styles.outcome} ${styles.outcomeError}` : styles.outcome}>{children}</p>}
    </div>
  );
}
