import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ContentBlockType } from '@storefront/shared/content';
import { Skeleton } from '@storefront/shared/platform/ui';
import { CookieListBlock, CookieSettingsButtonBlock } from '../consent/consent-blocks';
import { IframeBlock } from '../media/iframe-block';
import { ImageBlock, ImageListBlock } from '../media/image-blocks';
import { ImageSliderBlock, TeaserSliderBlock } from '../media/slider-blocks';
import { VideoBlock } from '../media/video-block';
import { ScriptBlock } from '../script-block/script-block';
import { AccordionBlock } from './accordion-block';
import type { BlockComponents, BlockProps } from './block-list';
import { FragmentBlock } from './fragment-block';
import { ColumnBlock, HeadlineBlock, LineSeparatorBlock, RowBlock, SectionBlock } from './layout-blocks';
import { TabsBlock } from './tabs-block';
import {
  ButtonBlock,
  ContactBlock,
  CustomHtmlBlock,
  FeatureBlock,
  OptionBlock,
  PublicationBlock,
  RecipeSearchContentBlock,
  SocialFollowBlock,
  TableBlock,
  TeaserBlock,
  TextBlock,
  UserMessageBlock,
} from './text-blocks';

/**
 * A block whose code loads when it comes near the screen: the forms are rarely
 * on a page and bring the form library, the rules and phone parsing with them,
 * so they are chunks of their own, outside the route's byte budget, and a
 * newsletter form at the foot of the start page does not load them while the
 * page's first screen is still coming in. The placeholder holds some room so the
 * page moves little when the form arrives. Without IntersectionObserver (tests,
 * very old browsers) the code loads at once.
 */
function lazyBlock<T extends ContentBlockType>(load: () => Promise<{ default: ComponentType<BlockProps<T>> }>, height: string) {
  const Lazy = lazy(load);
  function LazyBlock(props: BlockProps<T>) {
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    const holder = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = holder.current;
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        // Half a phone screen ahead, so a shopper scrolling down finds the form there.
        { rootMargin: '400px 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [near]);
    const placeholder = <Skeleton width="100%" height={height} />;
    if (!near) return <div ref={holder}>{placeholder}</div>;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyBlock;
}

const ContactFormBlock = lazyBlock<'contact-form'>(
  () => import(/* webpackChunkName: "block-contact-form" */ '../contact-form/contact-form-block'),
  '60rem',
);
const QuestionnaireBlock = lazyBlock<'questionnaire'>(
  () => import(/* webpackChunkName: "block-questionnaire" */ '../questionnaire/questionnaire-block'),
  '40rem',
);
const NewsletterSubscribeBlock = lazyBlock<'newsletter-subscribe'>(
  () =>
    import(/* webpackChunkName: "block-newsletter" */ '../newsletter/newsletter-blocks').then((module) => ({
      default: module.NewsletterSubscribeBlock,
    })),
  '14rem',
);
const NewsletterUnsubscribeBlock = lazyBlock<'newsletter-unsubscribe'>(
  () =>
    import(/* webpackChunkName: "block-newsletter" */ '../newsletter/newsletter-blocks').then((module) => ({
      default: module.NewsletterUnsubscribeBlock,
    })),
  '14rem',
);

/** The component of every block type of doc 1 §2. */
export const BLOCK_COMPONENTS: BlockComponents = {
  accordion: AccordionBlock,
  button: ButtonBlock,
  column: ColumnBlock,
  'cookie-list': CookieListBlock,
  'cookie-settings-button': CookieSettingsButtonBlock,
  'custom-html': CustomHtmlBlock,
  feature: FeatureBlock,
  headline: HeadlineBlock,
  iframe: IframeBlock,
  image: ImageBlock,
  'image-list': ImageListBlock,
  'image-slider': ImageSliderBlock,
  'line-separator': LineSeparatorBlock,
  option: OptionBlock,
  publication: PublicationBlock,
  row: RowBlock,
  script: ScriptBlock,
  section: SectionBlock,
  'social-follow': SocialFollowBlock,
  table: TableBlock,
  tabs: TabsBlock,
  teaser: TeaserBlock,
  'teaser-slider': TeaserSliderBlock,
  text: TextBlock,
  'user-message': UserMessageBlock,
  video: VideoBlock,
  'contact-form': ContactFormBlock,
  contact: ContactBlock,
  'newsletter-subscribe': NewsletterSubscribeBlock,
  'newsletter-unsubscribe': NewsletterUnsubscribeBlock,
  questionnaire: QuestionnaireBlock,
  'voucher-group': FragmentBlock,
  'loyalty-club-link-button': FragmentBlock,
  'login-button': FragmentBlock,
  'product-group': FragmentBlock,
  'product-promotion': FragmentBlock,
  'recipe-group': FragmentBlock,
  'recipe-search-content': RecipeSearchContentBlock,
  'recipe-search': FragmentBlock,
};
