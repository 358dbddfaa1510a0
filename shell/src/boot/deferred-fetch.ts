import { MANIFEST_DEPENDENT_FETCH_DELAY_MS } from '@storefront/shared/platform/constants';

interface NetworkInformationLike {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** A slow connection: 2g or slower, or the shopper asked to save data. */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  return connection !== undefined && (connection.saveData === true || /2g$/.test(connection.effectiveType ?? ''));
}

/**
 * Manifest-dependent data is fetched 1 s after start, and only when the
 * connection is not slow: on a slow one it would compete with the page.
 */
export function fetchManifestDependentData(
  fetchData: () => void,
  connection = (navigator as { connection?: NetworkInformationLike }).connection,
): void {
  setTimeout(() => {
    if (!isSlowConnection(connection)) fetchData();
  }, MANIFEST_DEPENDENT_FETCH_DELAY_MS);
}
