import type { SqlDatabase, SqlExecutor, SqlMigration } from '@storefront/server-kit/database/sql';
import { checkFileSegment } from './registry-names';
import { withBuilds, type BuildFiles, type RegistryChange, type RegistryStorage } from './storage';

/**
 * The registry with its documents (releases, versions, rollout rules) and its
 * audit log as rows of the server's database, and its builds in the folder or
 * the object store (`builds`): the setup of many server instances on one
 * PostgreSQL (`DATABASE_URL`). A change is one database transaction under one
 * advisory lock, so two instances' changes never interleave and a change that
 * fails leaves nothing half-written; no lock of its own over files or objects.
 * Readers read the rows as committed: every instance serves a change from its
 * next request on (the documents are read per request, never cached).
 */
export const registryDocumentMigrations: SqlMigration[] = [
  {
    id: 'registry-documents-001',
    sql: {
      sqlite: `
        CREATE TABLE IF NOT EXISTS registry_documents (name TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS registry_audit (seq INTEGER PRIMARY KEY AUTOINCREMENT, line TEXT NOT NULL)`,
      postgres: `
        CREATE TABLE IF NOT EXISTS registry_documents (name TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS registry_audit (seq BIGSERIAL PRIMARY KEY, line TEXT NOT NULL)`,
    },
  },
];

/** The advisory lock every registry change holds. */
const REGISTRY_LOCK = 'registry';

function readerOf(db: SqlExecutor) {
  return {
    async readDocument(name: string): Promise<string | undefined> {
      const row = await db.get<{ body: string }>('SELECT body FROM registry_documents WHERE name = ?', [checkFileSegment(name)]);
      return row?.body;
    },
    async readAuditLines(limit: number): Promise<string[]> {
      if (limit <= 0) return [];
      const rows = await db.all<{ line: string }>('SELECT line FROM registry_audit ORDER BY seq DESC LIMIT ?', [limit]);
      return rows.map((row) => row.line).reverse();
    },
  };
}

/** The registry on `db` (its tables made by `registryDocumentMigrations`), its builds in `builds`. */
export function databaseRegistryStorage(db: SqlDatabase, builds: BuildFiles): RegistryStorage {
  return withBuilds({
    ...readerOf(db),
    change: (work) =>
      db.transaction(
        (tx) => {
          const change: RegistryChange = {
            ...readerOf(tx),
            async writeDocument(name, text) {
              await tx.run(
                `INSERT INTO registry_documents (name, body, updated_at) VALUES (?, ?, ?)
                 ON CONFLICT (name) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
                [checkFileSegment(name), text, new Date().toISOString()],
              );
            },
            // A build is written whole before the documents that name it commit; a change that fails after it
            // leaves a build no document names, which nobody is served (as with the folder).
            writeBuild: builds.writeBuild,
            deleteBuild: builds.deleteBuild,
            async appendAuditLine(line) {
              await tx.run('INSERT INTO registry_audit (line) VALUES (?)', [line]);
            },
          };
          return work(change);
        },
        { lock: REGISTRY_LOCK },
      ),
  }, builds);
}
