import type { ContentBlock } from '@storefront/shared/platform/schemas';

/**
 * The blocks without those that name an audience, at any depth. Whom such a
 * block is for only the shop API can tell: it filters the blocks of
 * a content page by the visitor's session and club membership. Blocks that
 * reach the remote another way (a fragment's props: a component config, the
 * search flyout's configured content) have passed no such check, so a block
 * with an audience there is not shown to anybody rather than to the wrong
 * visitor.
 */
export function withoutAudienceBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks
    .filter((block) => block.audience === undefined)
    .map((block) => (block.children.length === 0 ? block : { ...block, children: withoutAudienceBlocks(block.children) }));
}
