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
