import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary (filled, the one main action), secondary (outlined) or link (looks like a link, is an action). */
  readonly variant?: ButtonVariant;
  /**
   * The action is under way (a request was sent): the button is disabled, so it
   * cannot be sent twice, and says aria-busy; its label stays, with a spinner.
   */
  readonly busy?: boolean;
}

/**
 * A button. `type` defaults to 'button': inside a form only a button that says
 * `type="submit"` submits, never one that forgot to say otherwise.
 */
export function Button({ variant = 'primary', busy = false, type = 'button', disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(styles.button, styles[variant], busy && styles.busy, className)}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
