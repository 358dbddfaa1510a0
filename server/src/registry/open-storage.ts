import { migrateSql, postgresDatabase } from '@storefront/server-kit/database/sql';
import type { RegistryStore } from '../config';
import { databaseRegistryStorage, registryDocumentMigrations } from './database-storage';
import { localFolderStorage, type RegistryStorage } from './storage';

/**
 * The registry storage a configured store names: the local folder, or the
 * S3-compatible object store (its SDK loaded only then).
 */
export async function openRegistryStorage(store: RegistryStore): Promise<RegistryStorage> {
  if (store.kind === 'folder') return localFolderStorage(store.dir);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage({
    bucket: store.bucket,
    prefix: store.prefix,
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    ...(store.endpoint ? { endpoint: store.endpoint } : {}),
    ...(store.credentials ? { credentials: store.credentials } : {}),
  });
}

/**
 * The registry as a command sees it (publish, rollout, publish-local): with `databaseUrl` (DATABASE_URL) its
 * documents and audit log on PostgreSQL, as the server instances keep them, and its builds in the store;
 * else all of it in the store. `close` ends the database's connections, so the command can end.
 */
export async function openRegistryForCommand(
  store: RegistryStore,
  databaseUrl: string | undefined,
): Promise<{ readonly storage: RegistryStorage; readonly close: () => Promise<void> }> {
  const files = await openRegistryStorage(store);
  if (!databaseUrl) return { storage: files, close: async () => undefined };
  const db = postgresDatabase(databaseUrl, { poolSize: 2 });
  try {
    await migrateSql(db, registryDocumentMigrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { storage: databaseRegistryStorage(db, files.builds), close: () => db.close() };
}
