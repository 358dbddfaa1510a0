/** The id of the newest build, asked with a cache-busting query. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/**
 * Asks for the latest build id. Plain fetch, not the API client: the hourly
 * poll of a page left open offline must not count as API errors.
 */
export async function fetchLatestBuildId(): Promise<string> {
  const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${LATEST_BUILD_PATH} answered ${response.status}`);
  const { id } = (await response.json()) as { id?: unknown };
  if (typeof id !== 'string' || id.length === 0) throw new Error(`${LATEST_BUILD_PATH} has no id`);
  return id;
}

/**
 * One answer shared by everyone who asks: the first call fetches, later calls
 * get the same promise. A failed fetch is forgotten, so the next caller asks again.
 */
export function sharedBuildId(fetchId: () => Promise<string>): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= fetchId().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * The build id the page started with, asked once per page: the build watcher
 * compares later answers with it, and the route rules are those of this build.
 */
export const buildIdAtStart = sharedBuildId(fetchLatestBuildId);
