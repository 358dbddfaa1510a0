import type { ReactNode } from 'react';
import * as styles from './visually-hidden.module.css';

/** The kit's screen-reader-only class, for an element that must stay focusable and in the page (a native input drawn as another control). */
export const visuallyHiddenClass = styles.visuallyHidden ?? '';

/** Text for screen readers only: a struck-through price's "regular price", an icon button's name. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
