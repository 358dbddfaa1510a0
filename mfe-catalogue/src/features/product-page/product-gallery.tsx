import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { cx } from '../class-names';
import * as styles from './product-page.module.css';

/** The product page's pictures are drawn square at this size; the box is reserved before they load. */
export const GALLERY_IMAGE_SIZE = 480;
/** A horizontal swipe of at least this many px moves to the next or previous picture. */
const SWIPE_PX = 40;

/**
 * The product's pictures: the current one large, and with more than one,
 * thumbnails to choose, previous and next buttons, the arrow keys on the
 * picture and a swipe on touch screens.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useServices().i18n;
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const current = images[index];

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null || count < 2) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) >= SWIPE_PX) go(index + (distance < 0 ? 1 : -1));
  };

  return (
    <section className={styles.gallery} aria-roledescription={t('catalogue.gallery.role')} aria-label={t('catalogue.gallery.label', { name })}>
      <div
        className={styles.stage}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        aria-live="polite"
      >
        {current ? (
          <img
            src={current}
            alt={count > 1 ? t('catalogue.gallery.picture', { name, number: index + 1, count }) : name}
            width={GALLERY_IMAGE_SIZE}
            height={GALLERY_IMAGE_SIZE}
            className={styles.stageImage}
            draggable={false}
          />
        ) : (
          <span className={styles.stageImage} />
        )}
      </div>
      {count > 1 && (
        <div className={styles.galleryControls}>
          <button type="button" className={styles.galleryStep} onClick={() => go(index - 1)} aria-label={t('catalogue.gallery.previous')}>
            ‹
          </button>
          <ul className={styles.thumbs}>
            {images.map((image, position) => (
              <li key={image}>
                <button
                  type="button"
                  className={cx(styles.thumb, position === index && styles.thumbCurrent)}
                  aria-current={position === index || undefined}
                  aria-label={t('catalogue.gallery.show', { number: position + 1 })}
                  onClick={() => setIndex(position)}
                >
                  <img src={image} alt="" width={64} height={64} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.galleryStep} onClick={() => go(index + 1)} aria-label={t('catalogue.gallery.next')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
