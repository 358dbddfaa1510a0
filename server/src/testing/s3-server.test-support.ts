import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '../registry/s3-storage';

/** The access key s3rver accepts (its documented default account). */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  /** A new client, as a separate server instance would have its own. */
  client(): S3Client;
  /**
   * A key prefix for a registry of its own (`<name>/`). s3rver keeps objects
   * as files and removes a folder when its last object is deleted, which races
   * a PUT into that folder (an ENOENT inside s3rver; S3 itself has no
   * folders). A registry's lock contenders come and go beside its documents, so
   * a marker object keeps the prefix's folder from emptying before the first
   * document is written.
   */
  newRegistryPrefix(name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for the tests: s3rver (S3's REST API over the
 * file system) in this process, on a free loopback port, with one bucket, in
 * a temporary folder removed by close().
 */
export async function startTestS3Server(bucket = 'storefront-registry'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'storefront-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const clients: S3Client[] = [];
  return {
    endpoint,
    bucket,
    client() {
      const client = createS3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
      clients.push(client);
      return client;
    },
    async newRegistryPrefix(name) {
      const client = createS3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${name}/.test-registry`, Body: name }));
      client.destroy();
      return `${name}/`;
    },
    async close() {
      for (const client of clients) client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
