import type { ContentImage as ContentImageFields } from '@storefront/shared/content';
import { useIsAboveTheFold } from '../blocks/block-context';
import { safeMediaSrc } from '../safe-content/safe-url';
import * as styles from './media.module.css';

/**
 * An image of a block. Width and height come from the content system, so the
 * browser reserves the box before the image arrives (no layout shift); below
 * the fold it loads lazily, above it at once and with high priority. A source
 * with a dangerous protocol shows nothing.
 */
export function ContentImage({ image, className, lazy }: { image: ContentImageFields; className?: string; lazy?: boolean }) {
  const aboveTheFold = useIsAboveTheFold();
  const src = safeMediaSrc(image.src);
  if (!src) return null;
  const eager = aboveTheFold && lazy !== true;
  return (
    <img
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
