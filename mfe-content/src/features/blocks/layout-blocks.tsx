import { createContext, useContext, type CSSProperties } from 'react';
import { BlockList, type BlockProps } from './block-list';
import { HeadingLevel, useHeadingLevel } from './block-context';
import { BlockHeadline, Heading } from './heading';
import * as styles from './blocks.module.css';

/** The number of columns of the row a column sits in: a column without a span takes its share. */
const ColumnCountContext = createContext(0);

/** A row of columns, side by side from the md breakpoint (doc 1 §9: md 960), stacked below. */
export function RowBlock({ block }: BlockProps<'row'>) {
  return (
    <div className={styles.stack}>
      <BlockHeadline headline={block.headline} />
      <ColumnCountContext.Provider value={Math.max(1, block.children.length)}>
        <div className={styles.row}>
          <BlockList blocks={block.children} />
        </div>
      </ColumnCountContext.Provider>
    </div>
  );
}

/** One column of a row: `span` of 12, or an equal share of the row. */
export function ColumnBlock({ block, fields }: BlockProps<'column'>) {
  const count = useContext(ColumnCountContext);
  if (count === 0) {
    // A column outside a row: its blocks, one below the other.
    return (
      <div className={styles.stack}>
        <BlockHeadline headline={block.headline} />
        <BlockList blocks={block.children} />
      </div>
    );
  }
  const span = fields.span ?? Math.max(1, Math.floor(12 / count));
  return (
    <div className={styles.column} style={{ '--sf-column-span': span } as CSSProperties}>
      <BlockHeadline headline={block.headline} />
      <BlockList blocks={block.children} />
    </div>
  );
}

/**
 * A section of the page with its own heading; the headings of its blocks sit
 * one level below it. Its background colour passed the schema's colour rule.
 */
export function SectionBlock({ block, fields }: BlockProps<'section'>) {
  const contextLevel = useHeadingLevel();
  const level = fields.headingLevel ?? contextLevel;
  const childLevel = block.headline ? Math.min(6, level + 1) : level;
  return (
    <section
      className={styles.section}
      style={fields.backgroundColor ? { backgroundColor: fields.backgroundColor } : undefined}
      aria-label={block.headline}
    >
      {block.headline && (
        <Heading level={level} className={styles.headline}>
          {block.headline}
        </Heading>
      )}
      <HeadingLevel value={childLevel}>
        <BlockList blocks={block.children} />
      </HeadingLevel>
    </section>
  );
}

export function LineSeparatorBlock() {
  return <hr className={styles.separator} />;
}

/** A heading of the page; level 1 is the page's title (then the page shows no other). */
export function HeadlineBlock({ block, fields }: BlockProps<'headline'>) {
  if (!block.headline) return null;
  return (
    <Heading level={fields.level} className={styles.headline}>
      {block.headline}
    </Heading>
  );
}
