import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { usePrefersReducedMotion } from './use-reduced-motion';
import * as styles from './carousel.module.css';

export interface CarouselProps {
  /** The carousel's name ("Angebote der Woche"). */
  readonly label: string;
  readonly slides: ReadonlyArray<{ readonly key: string; readonly content: ReactNode }>;
  /** Rotate on its own every this many seconds; never under prefers-reduced-motion. */
  readonly autoplaySeconds?: number;
}

/**
 * A carousel after the WAI-ARIA carousel pattern: a region named as a
 * carousel, slides as groups ("2 von 3"), previous/next buttons and one button
 * per slide; ←/→ inside the carousel change the slide. Only the current slide
 * is reachable (the others are inert and hidden from assistive technology); a
 * change is announced (aria-live polite) unless the carousel rotates by itself.
 * Automatic rotation has a pause button first in the tab order and stops while
 * the pointer or focus is inside; with reduced motion it does not rotate and
 * does not slide.
 */
export function Carousel({ label, slides, autoplaySeconds }: CarouselProps) {
  const { t } = useServices().i18n;
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const count = slides.length;
  const canRotate = autoplaySeconds !== undefined && count > 1 && !reducedMotion;
  const rotating = canRotate && !paused && !interacting;

  useEffect(() => {
    if (!rotating || autoplaySeconds === undefined) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), autoplaySeconds * 1000);
    return () => window.clearInterval(timer);
  }, [rotating, autoplaySeconds, count]);

  if (count === 0) return null;
  const show = (index: number) => setCurrent((index + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription={t('content.carousel.roleDescription')}
      aria-label={label}
      className={styles.carousel}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      {count > 1 && (
        <div className={styles.controls}>
          {canRotate && (
            <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)}>
              {paused ? t('content.carousel.play') : t('content.carousel.pause')}
            </button>
          )}
          <button type="button" className={styles.control} aria-controls={`${id}-slides`} onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹ </span>
            {t('content.carousel.previous')}
          </button>
          <button type="button" className={styles.control} aria-controls={`${id}-slides`} onClick={() => show(current + 1)}>
            {t('content.carousel.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      )}
      <div className={styles.viewport}>
        <div
          id={`${id}-slides`}
          className={reducedMotion ? `${styles.track} ${styles.still}` : styles.track}
          aria-live={rotating ? 'off' : 'polite'}
          style={{ '--sf-slide': current } as CSSProperties}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('content.carousel.slide')}
              aria-label={t('content.carousel.slideLabel', { position: index + 1, count })}
              aria-hidden={index !== current}
              inert={index !== current}
              className={styles.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.pickers} role="group" aria-label={t('content.carousel.choose')}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.picker}
              aria-current={index === current ? 'true' : undefined}
              aria-label={t('content.carousel.showSlide', { position: index + 1 })}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
