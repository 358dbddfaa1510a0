import { Component, createContext, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { contentBlockFieldSchemas, contentBlockTypeOf, type ContentBlockFields, type ContentBlockType } from '@storefront/shared/content';
import { type ContentBlock } from '@storefront/shared/platform/schemas';
import { AboveTheFold, useBlockEnvironment, type BlockReport } from './block-context';
import * as styles from './blocks.module.css';

/** What every block component receives: the block, and its fields parsed by the schema of its type. */
export interface BlockProps<T extends ContentBlockType> {
  readonly type: T;
  readonly block: ContentBlock;
  readonly fields: ContentBlockFields<T>;
}

export type BlockComponents = { readonly [T in ContentBlockType]: ComponentType<BlockProps<T>> };

const BlockComponentsContext = createContext<BlockComponents | null>(null);

/**
 * Provides the component of each block type. The page and the fragment provide
 * the registry; blocks that hold blocks (row, section, tabs …) render their
 * children with BlockList without importing the registry themselves.
 */
export const BlockComponentsProvider = BlockComponentsContext.Provider;

/** Blocks in their order. The first block of a page is above the fold: its images are not lazy. */
export function BlockList({ blocks, page = false }: { blocks: readonly ContentBlock[]; page?: boolean }) {
  return blocks.map((block, index) =>
    page && index === 0 ? (
      <AboveTheFold key={block.id} value={true}>
        <BlockView block={block} />
      </AboveTheFold>
    ) : (
      <BlockView key={block.id} block={block} />
    ),
  );
}

type Resolved =
  | { readonly ok: true; readonly type: ContentBlockType; readonly fields: unknown }
  | { readonly ok: false; readonly report: Omit<BlockReport, 'blockId'> };

function resolve(block: ContentBlock): Resolved {
  const type = contentBlockTypeOf(block.type);
  if (!type) return { ok: false, report: { problem: 'unknown-type', blockType: block.type } };
  const parsed = z.safeParse(contentBlockFieldSchemas[type], block.fields);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => issue.path.join('.') || '(fields)').join(', ');
    return { ok: false, report: { problem: 'invalid-fields', blockType: type, detail } };
  }
  return { ok: true, type, fields: parsed.data };
}

/**
 * One block: the component of its type with its parsed fields. A block of a
 * type this remote does not know, with fields its schema refuses, or whose
 * component fails renders nothing and is reported once: it never breaks the page.
 */
export function BlockView({ block }: { block: ContentBlock }) {
  const components = useContext(BlockComponentsContext);
  if (!components) throw new Error('BlockView needs a BlockComponentsProvider');
  const { report } = useBlockEnvironment();
  const resolved = useMemo(() => resolve(block), [block]);

  useEffect(() => {
    if (!resolved.ok) report({ ...resolved.report, blockId: block.id });
  }, [resolved, report, block.id]);

  if (!resolved.ok) return null;
  const Block = components[resolved.type] as ComponentType<BlockProps<ContentBlockType>>;
  return (
    <BlockErrorBoundary onError={(message) => report({ problem: 'render-failed', blockType: resolved.type, blockId: block.id, detail: message })}>
      <div className={styles.block} data-block-type={resolved.type} data-block-id={block.id}>
        <Block type={resolved.type} block={block} fields={resolved.fields as ContentBlockFields<ContentBlockType>} />
      </div>
    </BlockErrorBoundary>
  );
}

/** A block that throws while rendering disappears; the blocks around it stay. */
class BlockErrorBoundary extends Component<{ onError: (message: string) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
