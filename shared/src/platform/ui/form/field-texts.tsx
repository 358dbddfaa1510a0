import type { ReactNode } from 'react';
import { cx } from '../class-names';
import * as styles from './field.module.css';

/** Help under a field's label; the control points at it with aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  );
}

/**
 * The translated rule message beside the field. Not a live region: on a failed
 * submit <Form> moves focus to the first invalid field, whose aria-describedby
 * reads it, and several alerts at once would talk over each other.
 */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className={styles.error}>
      {text}
    </p>
  );
}

/**
 * The frame every single-control field shares: its label, the hint, the
 * control itself (the children) and the rule message, with the ids the control
 * points at through aria-describedby.
 */
export function FieldFrame({
  ids,
  label,
  hint,
  errorText,
  className,
  children,
}: {
  ids: { control: string; hint: string; error: string };
  label: ReactNode;
  hint: string | undefined;
  errorText: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      {children}
      <FieldError id={ids.error} text={errorText} />
    </div>
  );
}
