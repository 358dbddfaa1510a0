import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';

/** Why a block is not shown. */
export type BlockProblem = 'unknown-type' | 'invalid-fields' | 'render-failed' | 'script-not-allowed' | 'link-dropped';

export interface BlockReport {
  readonly problem: BlockProblem;
  readonly blockType: string;
  readonly blockId: string;
  readonly detail?: string;
}

export interface BlockEnvironment {
  /** Tells tracking about a block that is not shown, once per problem and block type for this parcel. */
  readonly report: (report: BlockReport) => void;
  /** The page's query, for blocks that react to one (the newsletter confirmation); absent in a fragment. */
  readonly query: URLSearchParams | undefined;
}

const BlockEnvironmentContext = createContext<BlockEnvironment | null>(null);

/**
 * The environment of one tree of blocks (a page or a fragment). Reports are
 * kept per tree, so a page that shows an unknown block ten times, or renders
 * again, tells tracking once.
 */
export function BlockEnvironmentProvider({ query, children }: { query?: URLSearchParams; children: ReactNode }) {
  const { tracking } = useServices();
  const reported = useRef(new Set<string>());
  const value = useMemo<BlockEnvironment>(
    () => ({
      query,
      report: ({ problem, blockType, blockId, detail }) => {
        const key = `${problem}:${blockType}`;
        if (reported.current.has(key)) return;
        reported.current.add(key);
        tracking.track({ event: 'contentBlockProblem', problem, blockType, blockId, ...(detail ? { detail } : {}) });
      },
    }),
    [query, tracking],
  );
  return <BlockEnvironmentContext.Provider value={value}>{children}</BlockEnvironmentContext.Provider>;
}

export function useBlockEnvironment(): BlockEnvironment {
  const environment = useContext(BlockEnvironmentContext);
  if (!environment) throw new Error('A content block is rendered outside a BlockEnvironmentProvider');
  return environment;
}

const AboveTheFoldContext = createContext(false);

/** Marks the page's first block: its images load at once, all others lazily (nothing below the fold is fetched early). */
export const AboveTheFold = AboveTheFoldContext.Provider;

export function useIsAboveTheFold(): boolean {
  return useContext(AboveTheFoldContext);
}

const HeadingLevelContext = createContext(2);

/** The level of the headings of the blocks inside: a section's own heading pushes its blocks' one level down. */
export const HeadingLevel = HeadingLevelContext.Provider;

export function useHeadingLevel(): number {
  return useContext(HeadingLevelContext);
}
