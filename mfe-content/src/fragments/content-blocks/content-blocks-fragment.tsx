import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { contentBlocksFragmentPropsSchema } from '@storefront/shared/content';
import { ContentBlocks } from '../../features/blocks/content-blocks';

/**
 * The `content-blocks` fragment: renders the blocks another part of the page
 * hands over (props `{ blocks: ContentBlock[] }`; the search flyout's
 * emptyResultsContent, a banner). The props come from another deployment, so
 * they are parsed first; props that break the contract render nothing and are
 * reported.
 */
export function ContentBlocksFragment({ props, services }: MountProps) {
  const parsed = useMemo(() => z.safeParse(contentBlocksFragmentPropsSchema, props), [props]);
  useEffect(() => {
    if (!parsed.success) {
      services.tracking.track({ event: 'fragmentPropsInvalid', fragment: 'content-blocks', detail: z.prettifyError(parsed.error) });
    }
  }, [parsed, services.tracking]);
  if (!parsed.success || parsed.data.blocks.length === 0) return null;
  return <ContentBlocks blocks={parsed.data.blocks} />;
}
