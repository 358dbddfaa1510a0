import * as styles from '../account-ui/account.module.css';

export type StatusKind = 'success' | 'error' | 'info';

/**
 * The outcome of an action, in a live region: an error is an alert, the rest
 * a status. Nothing is rendered without a text.
 */
export function StatusMessage({ kind, text }: { kind: StatusKind; text: string | null | undefined }) {
  if (!text) return null;
  const tone = kind === 'success' ? styles.success : kind === 'error' ? styles.error : '';
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${styles.notice} ${tone}`}>
      {text}
    </p>
  );
}
