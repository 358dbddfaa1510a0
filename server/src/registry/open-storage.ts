import type { RegistryStore } from '../config';
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
