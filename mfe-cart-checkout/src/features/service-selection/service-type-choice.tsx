import { useId, useMemo } from 'react';
import type { ServiceType } from '@storefront/shared/distribution';
import { useServices } from '@storefront/shared/platform/parcel';
import { FragmentSlot, VisuallyHidden } from '@storefront/shared/platform/ui';
import type { ServiceTypeContent } from './service-type-content';
import * as styles from './service-selection.module.css';

interface ServiceTypeChoiceProps {
  readonly type: ServiceType;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly content: ServiceTypeContent | undefined;
}

/**
 * One choice: its radio with the name from the bundle, and the component's
 * short text inside the same label (a tap on it chooses too; it is the radio's
 * description, not part of its name). The details sit apart, below it: a
 * disclosure is no part of a label.
 */
export function ServiceTypeChoice({ type, checked, onChoose, content }: ServiceTypeChoiceProps) {
  const { t } = useServices().i18n;
  const id = useId();
  const intro = content?.intro;
  return (
    <div className={content ? `${styles.choice} ${styles.card}` : styles.choice}>
      <label className={styles.choiceLabel}>
        <input
          type="radio"
          name="service-type"
          value={type}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={`${id}-name`}
          aria-describedby={intro ? `${id}-intro` : undefined}
        />
        <span id={`${id}-name`}>{t(type === 'DELIVERY' ? 'cart.service.delivery' : 'cart.service.clickAndCollect')}</span>
        {intro && (
          <span id={`${id}-intro`} className={styles.intro}>
            {intro}
          </span>
        )}
      </label>
      {content && (content.blocks.length > 0 || content.link) && <ServiceTypeDetails type={type} content={content} />}
    </div>
  );
}

/**
 * The component's details behind "Mehr zur …", closed at first: opening them
 * moves nothing the shopper did not ask to move. The blocks are rendered by
 * the content remote (the one place CMS HTML is sanitised); while it is down,
 * their plain texts.
 */
function ServiceTypeDetails({ type, content }: { type: ServiceType; content: ServiceTypeContent }) {
  const { t } = useServices().i18n;
  const props = useMemo(() => ({ blocks: content.blocks }), [content.blocks]);
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t(type === 'DELIVERY' ? 'cart.service.deliveryDetails' : 'cart.service.clickAndCollectDetails')}</summary>
      <div className={styles.detailsBody}>
        {content.blocks.length > 0 && (
          <FragmentSlot name="content-blocks" props={props} fallback={<PlainBlocks blocks={content.blocks} />} className={styles.blocks} />
        )}
        {content.link && (
          <a href={content.link.href} target="_blank" rel="noopener" className={styles.moreLink}>
            {content.link.label}
            <VisuallyHidden> {t('cart.service.newTab')}</VisuallyHidden>
          </a>
        )}
      </div>
    </details>
  );
}

/** The blocks' headlines and plain texts, for when the content remote cannot render them; any HTML stays out. */
function PlainBlocks({ blocks }: { blocks: ServiceTypeContent['blocks'] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => {
        const text = typeof block.fields['text'] === 'string' ? block.fields['text'] : undefined;
        if (!block.headline && !text) return null;
        return (
          <div key={block.id}>
            {block.headline && <p className={styles.blockTitle}>{block.headline}</p>}
            {text && <p className={styles.blockText}>{text}</p>}
          </div>
        );
      })}
    </div>
  );
}
