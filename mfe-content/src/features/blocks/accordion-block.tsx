import { useId, useState } from 'react';
import { BlockView, type BlockProps } from './block-list';
import { useHeadingLevel } from './block-context';
import { BlockHeadline, Heading } from './heading';
import * as styles from './disclosure.module.css';

/**
 * An accordion (WAI-ARIA accordion pattern): each block inside is an item,
 * its headline the button that shows or hides it. Buttons sit in headings, so
 * the items are found by heading navigation; Enter and Space toggle (native
 * buttons). Unless `allowMultiple`, opening one item closes the others.
 */
export function AccordionBlock({ block, fields }: BlockProps<'accordion'>) {
  const id = useId();
  const contextLevel = useHeadingLevel();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const level = fields.headingLevel ?? (block.headline ? Math.min(6, contextLevel + 1) : contextLevel);

  const toggle = (itemId: string) =>
    setOpen((current) => {
      if (current.has(itemId)) {
        const next = new Set(current);
        next.delete(itemId);
        return next;
      }
      return fields.allowMultiple ? new Set([...current, itemId]) : new Set([itemId]);
    });

  return (
    <div className={styles.accordion}>
      <BlockHeadline headline={block.headline} />
      {block.children.map((item, index) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className={styles.item}>
            <Heading level={level} className={styles.itemHeading}>
              <button
                type="button"
                id={`${id}-button-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                className={styles.itemButton}
                onClick={() => toggle(item.id)}
              >
                {item.headline ?? String(index + 1)}
              </button>
            </Heading>
            <div
              role="region"
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-button-${index}`}
              hidden={!expanded}
              className={styles.itemPanel}
            >
              <BlockView block={{ ...item, headline: undefined }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
