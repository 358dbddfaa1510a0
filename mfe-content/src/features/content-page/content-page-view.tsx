import type { ContentBlock } from '@storefront/shared/platform/schemas';
import type { ContentPage } from '@storefront/shared/content';
import { contentBlockTypeOf } from '@storefront/shared/content';
import { ContentBlocks } from '../blocks/content-blocks';
import * as styles from '../blocks/blocks.module.css';

/** True when the page has its own level-1 headline block: then that is the page's h1. */
export function hasPageHeading(blocks: readonly ContentBlock[]): boolean {
  return blocks.some(
    (block) =>
      (contentBlockTypeOf(block.type) === 'headline' && block.fields['level'] === 1 && Boolean(block.headline)) ||
      hasPageHeading(block.children),
  );
}

/**
 * A content page: its blocks, and an h1 of the page's title (or name) unless
 * a headline block of level 1 is the page's heading. Every page has one h1.
 */
export function ContentPageView({ page, query }: { page: ContentPage; query?: URLSearchParams }) {
  return (
    <article className={styles.page}>
      <ContentBlocks blocks={page.blocks} query={query} page>
        {!hasPageHeading(page.blocks) && <h1 className={styles.headline}>{page.config.title ?? page.config.name}</h1>}
      </ContentBlocks>
    </article>
  );
}
