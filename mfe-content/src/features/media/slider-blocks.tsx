import { useServices } from '@storefront/shared/platform/parcel';
import { AboveTheFold } from '../blocks/block-context';
import { BlockView, type BlockProps } from '../blocks/block-list';
import { Carousel } from './carousel';
import { ContentImage } from './content-image';
import * as styles from './media.module.css';

/** Images one at a time; each with its caption. */
export function ImageSliderBlock({ block, fields }: BlockProps<'image-slider'>) {
  const { t } = useServices().i18n;
  const slides = fields.images.map((image, index) => ({
    key: `${index}`,
    content: (
      <figure className={styles.figure}>
        <ContentImage image={image} lazy={index > 0} />
        {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
      </figure>
    ),
  }));
  return <Carousel label={block.headline ?? t('content.carousel.images')} slides={slides} autoplaySeconds={fields.autoplaySeconds} />;
}

/** Teasers one at a time: each block inside is a slide. */
export function TeaserSliderBlock({ block, fields }: BlockProps<'teaser-slider'>) {
  const { t } = useServices().i18n;
  // Only the first slide can be above the fold: the images of the others load lazily.
  const slides = block.children.map((child, index) => ({
    key: child.id,
    content:
      index === 0 ? (
        <BlockView block={child} />
      ) : (
        <AboveTheFold value={false}>
          <BlockView block={child} />
        </AboveTheFold>
      ),
  }));
  return <Carousel label={block.headline ?? t('content.carousel.teasers')} slides={slides} autoplaySeconds={fields.autoplaySeconds} />;
}
