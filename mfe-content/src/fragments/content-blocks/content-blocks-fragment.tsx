import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { contentBlocksFragmentPropsSchema } from '@storefront/shared/content';
import { ContentBlocks } from '../../features/blocks/content-blocks';
import { withoutAudienceBlocks } from '../../features/content-access/without-audience-blocks';

/**
 * The `content-blocks` fragment: renders the blocks another part of the page
 * hands over (props `{ blocks: ContentBlock[] }`; the search flyout's
 * emptyResultsContent, a banner). The props come from another deployment, so
 * they are parsed first; props that break the contract render nothing and are
 * reported. A block that names an audience is left out: no one here knows
 * whom it is for (without-audience-blocks.ts).
 */
export function ContentBlocksFragment({ props, services }: MountProps) {
  const parsed = useMemo(() => z.safeParse(contentBlocksFragmentPropsSchema, props), [props]);
  useEffect(() => {
    if (!parsed.success) {
      services.tracking.track({ event: 'fragmentPropsInvalid', fragment: 'content-blocks', detail: z.prettifyError(parsed.error) });
    }
  }, [parsed, services.tracking]);
  const blocks = useMemo(() => (parsed.success ? withoutAudienceBlocks(parsed.data.blocks) : []), [parsed]);
  if (blocks.length === 0) return null;
  return <ContentBlocks blocks={blocks} />;
}
