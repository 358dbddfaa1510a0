/**
 * Work that ships from a given version of this remote on (package.json
 * `storefront.releaseToggles`). The build replaces each `RELEASE_TOGGLES.<name>`
 * with true or false for the release it builds, so a maintained earlier
 * release (`storefront.maintainedReleases`, built by `pnpm build` too) runs
 * without it and the minifier drops its code there. A toggle goes, with its
 * `if`, once no tenant runs a release without it.
 */
declare const RELEASE_TOGGLES: {
  /** 1.1.0: the flyout marks the typed term in each suggestion's title. */
  readonly termHighlight: boolean;
};

export const releaseToggles = {
  termHighlight: RELEASE_TOGGLES.termHighlight,
} as const;
