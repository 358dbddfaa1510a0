import type { CSSProperties } from 'react';
import { cx } from './class-names';
import * as styles from './skeleton.module.css';

export type SkeletonShape = 'rect' | 'text' | 'circle';

/** A length: a number is px, a string any CSS length ('100%', '12rem'). */
type Length = number | string;

export interface SkeletonProps {
  readonly shape?: SkeletonShape;
  /** Fixed, like the content it stands for: nothing moves when the content arrives. */
  readonly width: Length;
  readonly height: Length;
  /** For text: this many lines, the last one shorter, like a paragraph. */
  readonly lines?: number;
  readonly className?: string;
}

function size(width: Length, height: Length): CSSProperties {
  return { width, height };
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology
 * (aria-hidden): the region that loads says aria-busy instead. Its size is fixed
 * by the caller to the content's size, so the layout does not shift when the
 * content replaces it; the shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)} style={{ width }}>
        {Array.from({ length: lines }, (_, line) => (
          <span
            key={line}
            className={cx(styles.skeleton, styles.text)}
            style={size(line === lines - 1 ? '60%' : '100%', height)}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[shape], className)} style={size(width, height)} />;
}
