import type { ReactNode } from 'react';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { BlockEnvironmentProvider } from './block-context';
import { BlockComponentsProvider, BlockList } from './block-list';
import { BLOCK_COMPONENTS } from './block-registry';
import * as styles from './blocks.module.css';

/**
 * A tree of content blocks with everything they need around them: the block
 * components, the once-per-type problem reports, and the page's query. Used by
 * the content pages and the content-blocks fragment.
 */
export function ContentBlocks({
  blocks,
  query,
  page = false,
  children,
}: {
  blocks: readonly ContentBlock[];
  query?: URLSearchParams;
  /** The blocks of a page: the first one is above the fold. */
  page?: boolean;
  children?: ReactNode;
}) {
  return (
    <BlockEnvironmentProvider query={query}>
      <BlockComponentsProvider value={BLOCK_COMPONENTS}>
        <div className={styles.page}>
          {children}
          <BlockList blocks={blocks} page={page} />
        </div>
      </BlockComponentsProvider>
    </BlockEnvironmentProvider>
  );
}
