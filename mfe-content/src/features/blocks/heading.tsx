import type { ReactNode } from 'react';
import { useHeadingLevel } from './block-context';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

function clamp(level: number): Level {
  return Math.min(6, Math.max(1, Math.round(level))) as Level;
}

/** A heading at the given level, or at the level of the blocks around it. */
export function Heading({ level, className, id, children }: { level?: number; className?: string; id?: string; children: ReactNode }) {
  const contextLevel = useHeadingLevel();
  const Tag = `h${clamp(level ?? contextLevel)}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/** The optional headline most blocks carry, at the level of the blocks around it. */
export function BlockHeadline({ headline, className }: { headline: string | undefined; className?: string }) {
  if (!headline) return null;
  return <Heading className={className}>{headline}</Heading>;
}
