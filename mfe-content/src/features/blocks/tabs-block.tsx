import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { BlockView, type BlockProps } from './block-list';
import { BlockHeadline } from './heading';
import * as styles from './disclosure.module.css';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): each block inside is a
 * panel, its headline the tab's name. The tab list is one stop of the Tab key;
 * ←/→ move between tabs (wrapping), Home/End jump to the first/last; the
 * focused tab shows its panel. Hidden panels are `hidden`, so their images are
 * not fetched before they are shown.
 */
export function TabsBlock({ block }: BlockProps<'tabs'>) {
  const id = useId();
  const panels = block.children;
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (panels.length === 0) return null;

  const select = (index: number) => {
    const next = (index + panels.length) % panels.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: panels.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <BlockHeadline headline={block.headline} />
      <div role="tablist" aria-label={block.headline} className={styles.tablist} onKeyDown={onKeyDown}>
        {panels.map((panel, index) => (
          <button
            key={panel.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {panel.headline ?? String(index + 1)}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {/* The panel's headline is its tab's name; it is not repeated inside. */}
          <BlockView block={{ ...panel, headline: undefined }} />
        </div>
      ))}
    </div>
  );
}
