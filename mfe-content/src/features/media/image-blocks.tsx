import type { CSSProperties } from 'react';
import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline } from '../blocks/heading';
import { SafeLink } from '../safe-content/safe-link';
import { ContentImage } from './content-image';
import * as styles from './media.module.css';

export function ImageBlock({ block, fields }: BlockProps<'image'>) {
  const image = <ContentImage image={fields} />;
  return (
    <figure className={styles.figure}>
      <BlockHeadline headline={block.headline} />
      {fields.link ? (
        <SafeLink href={fields.link.href} aria-label={fields.link.label}>
          {image}
        </SafeLink>
      ) : (
        image
      )}
      {fields.caption && <figcaption className={styles.caption}>{fields.caption}</figcaption>}
    </figure>
  );
}

/** Images side by side in a grid (2 to 6 per row from md on, 2 on small screens). */
export function ImageListBlock({ block, fields }: BlockProps<'image-list'>) {
  return (
    <div className={styles.imageListBlock}>
      <BlockHeadline headline={block.headline} />
      <ul className={styles.imageList} style={{ '--sf-image-columns': fields.columns ?? 3 } as CSSProperties}>
        {fields.images.map((image, index) => (
          <li key={`${image.src.slice(-40)}-${index}`}>
            <figure className={styles.figure}>
              <ContentImage image={image} />
              {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
