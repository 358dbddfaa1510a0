// Release builds of a remote: which release a build is and the release toggles it compiles in
// (build-remote.mjs builds the current version and each earlier release a remote still maintains).

/** The environment variable that asks for a build of an earlier, still maintained release (see build-remote.mjs). */
export const RELEASE_ENV = 'STOREFRONT_BUILD_RELEASE';

/** The folder beside dist/ an earlier release builds into, one subfolder per version. */
export const RELEASES_DIR = 'dist-releases';

const RELEASE_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function compareVersions(a, b) {
  const [, ...left] = RELEASE_VERSION.exec(a).map(Number);
  const [, ...right] = RELEASE_VERSION.exec(b).map(Number);
  for (let i = 0; i < 3; i += 1) if (left[i] !== right[i]) return left[i] - right[i];
  return 0;
}

/**
 * Which release this build is, and its release toggles. A remote lists under
 * `storefront` in its package.json the toggles of work not every tenant runs
 * yet (`releaseToggles`: name → the version that ships it) and the earlier
 * releases it still builds (`maintainedReleases`), so a tenant can stay on
 * one while another runs the current version. The current version has every
 * toggle on; an earlier release has on only what shipped by then.
 * `requested`: the earlier release to build, undefined for the current version.
 */
export function releaseOf(pkg, requested) {
  const { releaseToggles = {}, maintainedReleases = [] } = pkg.storefront ?? {};
  for (const version of [pkg.version, ...maintainedReleases, ...Object.values(releaseToggles)]) {
    if (!RELEASE_VERSION.test(version)) throw new Error(`${pkg.name}: "${version}" is not a release version such as 1.2.3`);
  }
  if (requested !== undefined && !maintainedReleases.includes(requested)) {
    throw new Error(`${pkg.name}: ${requested} is not one of its maintainedReleases (${maintainedReleases.join(', ') || 'none'})`);
  }
  const version = requested ?? pkg.version;
  for (const earlier of maintainedReleases) {
    if (compareVersions(earlier, pkg.version) >= 0) throw new Error(`${pkg.name}: maintained release ${earlier} is not older than ${pkg.version}`);
  }
  const toggles = Object.fromEntries(
    Object.entries(releaseToggles).map(([name, since]) => [name, compareVersions(version, since) >= 0]),
  );
  return { version, toggles, isCurrent: requested === undefined };
}

/** Each toggle as the constant `RELEASE_TOGGLES.<name>`, so the minifier drops the code of a toggle that is off. */
export function releaseToggleDefines(toggles) {
  return Object.fromEntries(Object.entries(toggles).map(([name, on]) => [`RELEASE_TOGGLES.${name}`, JSON.stringify(on)]));
}
