import type { ReactNode } from 'react';
import * as styles from './visually-hidden.module.css';

/** Text for screen readers only: a struck-through price's "regular price", an icon button's name. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
