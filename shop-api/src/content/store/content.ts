import type { ComponentConfig, ComponentConfigName, ComponentConfigs, RedirectTable } from '@storefront/shared/platform/schemas';
import type { ContentPage } from '@storefront/shared/content';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';
import { seedContentPages } from '../seed/content';
import { seedTenantContentPages } from '../seed/content-biogarten';
import { seedComponentConfigs, seedTenantComponentConfigs } from '../seed/content-configs';
import type { PageRequest, ResultPage } from '../../platform/paging';
import { foldForSearch } from '@storefront/shared/search';
import { likePattern } from '../../catalogue';
import { safeRedirectTarget } from '@storefront/shared/platform/validation';

/** The three kinds of redirect: exact path to target, path prefix to one target, path prefix to another prefix. */
export type RedirectKind = keyof RedirectTable;
export const REDIRECT_KINDS: readonly RedirectKind[] = ['oneToOne', 'manyToOne', 'manyToMany'];

export interface ContentRepository {
  /** The page at a path such as `/` or `/ueber-uns`. */
  findPage(path: string): Promise<ContentPage | undefined>;
  /** Every page with its path, in the content system's order. */
  listPages(): Promise<Array<{ path: string; page: ContentPage }>>;
  /**
   * The tenant's pages whose title or description contains the term (case- and umlaut-insensitive): its own
   * versions in place of the shared ones, without those it has none of.
   */
  search(term: string, page: PageRequest, tenantId: string): Promise<ResultPage<ContentPage>>;
  /**
   * The tenant's own version of the page at a path (written for it, served instead of the shared one); null
   * when the tenant has no page there at all; undefined when it has no version of its own.
   */
  tenantPage(tenantId: string, path: string): Promise<ContentPage | null | undefined>;
  /** Every page the tenant has a version of its own of, or none (null), with its path. */
  listTenantPages(tenantId: string): Promise<Array<{ path: string; page: ContentPage | null }>>;
  /** The component configs of these names; a name without a config is left out. */
  componentConfigs(names: readonly ComponentConfigName[]): Promise<ComponentConfigs>;
  /** The tenant's own versions of these component configs (written for it, served instead of the shared ones); others are left out. */
  tenantComponentConfigs(tenantId: string, names: readonly ComponentConfigName[]): Promise<ComponentConfigs>;
  /** The whole redirect table. */
  redirects(): Promise<RedirectTable>;
  /** Files a contact message for customer service; acknowledged only once stored. */
  recordContactMessage(message: ReceivedContactMessage): Promise<void>;
}

/** What the reference backend keeps of a contact message: no personal data, no file contents. */
export interface ReceivedContactMessage {
  readonly reference: string;
  readonly contactGroup: string;
  readonly fileCount: number;
  readonly receivedAt: string;
}

/** A string as an SQL literal. */
function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Content the seed gained after databases were created with it: the rows are
 * written into a database whose content system is seeded already, and only
 * there (a new database runs its migrations on empty tables and is then
 * seeded in full). New component configs are added, never overwriting an
 * editor's; the named seeded pages are written as the seed has them.
 */
export function contentSeedUpgrade(
  id: string,
  {
    componentConfigs = {},
    tenantComponentConfigs = {},
    pages = [],
    tenantPages = {},
  }: Partial<Pick<ContentSeed, 'componentConfigs' | 'tenantComponentConfigs' | 'pages' | 'tenantPages'>>,
): Migration {
  const configs = Object.entries(componentConfigs).map(
    ([name, config]) =>
      `INSERT OR IGNORE INTO content_component_configs (name, document)
       SELECT ${sqlText(name)}, ${sqlText(JSON.stringify(config))} WHERE EXISTS (SELECT 1 FROM content_component_configs);`,
  );
  const tenantConfigs = Object.entries(tenantComponentConfigs).flatMap(([tenantId, own]) =>
    Object.entries(own).map(
      ([name, config]) =>
        `INSERT OR IGNORE INTO content_tenant_component_configs (tenant_id, name, document)
         SELECT ${sqlText(tenantId)}, ${sqlText(name)}, ${sqlText(JSON.stringify(config))} WHERE EXISTS (SELECT 1 FROM content_component_configs);`,
    ),
  );
  const upsertPages = pages.map(
    ({ path, page }) =>
      `INSERT INTO content_pages (path, search_text, position, document)
       SELECT ${sqlText(path)}, ${sqlText(pageSearchText(page))}, (SELECT max(position) + 1 FROM content_pages), ${sqlText(JSON.stringify(page))}
       WHERE EXISTS (SELECT 1 FROM content_pages)
       ON CONFLICT (path) DO UPDATE SET document = excluded.document, search_text = excluded.search_text;`,
  );
  const upsertTenantPages = Object.entries(tenantPages).flatMap(([tenantId, own]) =>
    own.map(
      ({ path, page }) =>
        `INSERT INTO content_tenant_pages (tenant_id, path, search_text, document)
         SELECT ${sqlText(tenantId)}, ${sqlText(path)}, ${sqlText(page ? pageSearchText(page) : '')}, ${page ? sqlText(JSON.stringify(page)) : 'NULL'}
         WHERE EXISTS (SELECT 1 FROM content_pages)
         ON CONFLICT (tenant_id, path) DO UPDATE SET document = excluded.document, search_text = excluded.search_text;`,
    ),
  );
  return { id, sql: [...configs, ...tenantConfigs, ...upsertPages, ...upsertTenantPages].join('\n') };
}

/** What the content search looks in: the page's title and description (or metaDescription, doc 1 §2). */
function pageSearchText(page: ContentPage): string {
  return foldForSearch(`${page.config.title ?? ''} ${page.config.description ?? page.config.metaDescription ?? ''}`);
}

export const contentMigrations: Migration[] = [
  {
    id: 'content-001',
    sql: `
      CREATE TABLE content_pages (
        path TEXT PRIMARY KEY,
        search_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        document TEXT NOT NULL -- the ContentPage (shared contentPageSchema) as JSON
      );
    `,
  },
  {
    // Component configs and redirects move from code into the content system's tables.
    id: 'content-002',
    sql: `
      CREATE TABLE content_component_configs (
        name TEXT PRIMARY KEY,
        document TEXT NOT NULL -- the config's fields as JSON
      );
      CREATE TABLE content_redirects (
        kind TEXT NOT NULL CHECK (kind IN ('oneToOne', 'manyToOne', 'manyToMany')),
        source TEXT NOT NULL CHECK (source LIKE '/%'),
        target TEXT NOT NULL CHECK (target <> ''),
        PRIMARY KEY (kind, source)
      );
    `,
  },
  {
    // Contact messages are filed, not kept in process memory: a reference the shopper was given survives a restart.
    id: 'content-003',
    sql: `
      CREATE TABLE contact_messages (
        reference TEXT PRIMARY KEY,
        contact_group TEXT NOT NULL,
        file_count INTEGER NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
  // The content that explains each service type to the shopper (service-type-delivery, service-type-click-and-collect, doc 2 §9).
  contentSeedUpgrade('content-004', {
    componentConfigs: {
      'service-type-delivery': seedComponentConfigs['service-type-delivery'],
      'service-type-click-and-collect': seedComponentConfigs['service-type-click-and-collect'],
    },
  }),
  // Page configs with share images and backgrounds the backend draws, metaDescription and metaKeywords,
  // the preview's -ok-test confirmation page, and the share image of the SEO config.
  contentSeedUpgrade('content-005', {
    pages: seedContentPages.filter(({ path }) =>
      ['/', '/rezepte-inspiration', '/angebote', '/kundenclub', '/bestellung-ok-test'].includes(path),
    ),
  }),
  {
    id: 'content-006',
    sql: `UPDATE content_component_configs SET document = json_set(document, '$.ogImage', json('[{"url":"/media/content/teilen-startseite.png"}]'))
          WHERE name = 'socialsharingandseo' AND json_extract(document, '$.ogImage[0].url') = '/media/og/frischmarkt.png';`,
  },
  {
    // A tenant whose rules differ from the default shop's (Biogarten leaves a delivery at the door, where the
    // default shop's driver calls) needs its own text of a component, not the shared one with its name put in.
    id: 'content-007',
    sql: `
      CREATE TABLE content_tenant_component_configs (
        tenant_id TEXT NOT NULL,
        name TEXT NOT NULL,
        document TEXT NOT NULL, -- the config's fields as JSON, as the tenant shows them
        PRIMARY KEY (tenant_id, name)
      );
    `,
  },
  // Biogarten's own service-type content components (doc 2 §9).
  contentSeedUpgrade('content-008', { tenantComponentConfigs: seedTenantComponentConfigs }),
  {
    // A tenant's own version of a page, as of a component config (content-007): Biogarten's privacy page names
    // its own company, and it has no club page. NULL: the tenant has no page at that path.
    id: 'content-009',
    sql: `
      CREATE TABLE content_tenant_pages (
        tenant_id TEXT NOT NULL,
        path TEXT NOT NULL,
        search_text TEXT NOT NULL,
        document TEXT NULL, -- the tenant's own ContentPage as JSON; NULL: the tenant has no page at this path
        PRIMARY KEY (tenant_id, path)
      );
    `,
  },
  // Content by login state (doc 2 §6): the start page's blocks for guests, members and non-members, and the
  // members' page /clubpreise; Biogarten's own pages; the FAQ and the preview's confirmation no longer promise
  // changing a placed order.
  contentSeedUpgrade('content-010', {
    pages: seedContentPages.filter(({ path }) => ['/', '/clubpreise', '/service', '/inhaltsbausteine', '/bestellung-ok-test'].includes(path)),
    tenantPages: seedTenantContentPages,
  }),
  // Biogarten's own header, footer, login, profile and registration: its company, and no club, pass or gift card.
  contentSeedUpgrade('content-011', {
    tenantComponentConfigs: {
      biogarten: Object.fromEntries(
        (['header', 'footer', 'login', 'profile', 'registration'] as const).map((name) => [name, seedTenantComponentConfigs['biogarten']?.[name]]),
      ),
    },
  }),
];

export interface ContentSeed {
  readonly pages: ReadonlyArray<{ path: string; page: ContentPage }>;
  readonly componentConfigs: Readonly<Partial<Record<ComponentConfigName, ComponentConfig>>>;
  /** Pages a tenant has in its own version, or not at all (null), by tenant id (served to it instead of the shared ones). */
  readonly tenantPages?: Readonly<Record<string, ReadonlyArray<{ path: string; page: ContentPage | null }>>>;
  /** Configs a tenant has in its own version, by tenant id (served to it instead of the shared ones). */
  readonly tenantComponentConfigs?: Readonly<Record<string, Readonly<Partial<Record<ComponentConfigName, ComponentConfig>>>>>;
  readonly redirects: RedirectTable;
  /** The hosts an absolute redirect target may name: every tenant's redirectHosts. */
  readonly redirectHosts?: readonly string[];
}

/**
 * Stores one redirect rule. A target is refused unless it is a path of the shop
 * or an absolute https URL on an allowed host (safeRedirectTarget, the rule the
 * shell follows too): a typo such as `/\evil.example` or a compromised content
 * account must not make the table an open redirect. The source is a
 * path, as the table's CHECK says.
 */
export function storeRedirectRule(db: Db, kind: RedirectKind, source: string, target: string, allowedHosts: readonly string[] = []): void {
  if (safeRedirectTarget(target, allowedHosts) === null) {
    throw new Error(`Refused redirect ${kind} ${JSON.stringify(source)}: the target ${JSON.stringify(target)} is neither a path of the shop nor https on an allowed host`);
  }
  db.prepare('INSERT INTO content_redirects (kind, source, target) VALUES (?, ?, ?)').run(kind, source, target);
}

export function seedContent(db: Db, seed: ContentSeed): void {
  const insertPage = db.prepare('INSERT INTO content_pages (path, search_text, position, document) VALUES (?, ?, ?, ?)');
  seed.pages.forEach(({ path, page }, index) => {
    insertPage.run(path, pageSearchText(page), index, JSON.stringify(page));
  });
  const insertTenantPage = db.prepare('INSERT INTO content_tenant_pages (tenant_id, path, search_text, document) VALUES (?, ?, ?, ?)');
  for (const [tenantId, own] of Object.entries(seed.tenantPages ?? {})) {
    for (const { path, page } of own) insertTenantPage.run(tenantId, path, page ? pageSearchText(page) : '', page ? JSON.stringify(page) : null);
  }
  const insertConfig = db.prepare('INSERT INTO content_component_configs (name, document) VALUES (?, ?)');
  for (const [name, config] of Object.entries(seed.componentConfigs)) insertConfig.run(name, JSON.stringify(config));
  const insertTenantConfig = db.prepare('INSERT INTO content_tenant_component_configs (tenant_id, name, document) VALUES (?, ?, ?)');
  for (const [tenantId, own] of Object.entries(seed.tenantComponentConfigs ?? {})) {
    for (const [name, config] of Object.entries(own)) insertTenantConfig.run(tenantId, name, JSON.stringify(config));
  }
  for (const kind of REDIRECT_KINDS) {
    for (const [source, target] of Object.entries(seed.redirects[kind])) storeRedirectRule(db, kind, source, target, seed.redirectHosts);
  }
}

/** A page the search may find: not marked noIndex (the not-found page, the editors' block overview), as the sitemap. */
const FINDABLE = "coalesce(json_extract(document, '$.config.noIndex'), 0) = 0";

export function createContentRepository(db: Db): ContentRepository {
  const byPath = db.prepare<[string], { document: string }>('SELECT document FROM content_pages WHERE path = ?');
  const allPages = db.prepare<[], { path: string; document: string }>('SELECT path, document FROM content_pages ORDER BY position');
  // The pages a tenant has: the shared ones it has no version of, and its own (at the shared page's place).
  const TENANT_PAGES = `
    WITH tenant_pages (search_text, position, document) AS (
      SELECT search_text, position, document FROM content_pages
        WHERE path NOT IN (SELECT path FROM content_tenant_pages WHERE tenant_id = @tenant)
      UNION ALL
      SELECT own.search_text, coalesce(shared.position, 1000000), own.document
        FROM content_tenant_pages own LEFT JOIN content_pages shared ON shared.path = own.path
        WHERE own.tenant_id = @tenant AND own.document IS NOT NULL
    )`;
  const countMatches = db.prepare<[{ tenant: string; pattern: string }], { total: number }>(
    `${TENANT_PAGES} SELECT count(*) AS total FROM tenant_pages WHERE search_text LIKE @pattern ESCAPE '\\' AND ${FINDABLE}`,
  );
  const pageOfMatches = db.prepare<[{ tenant: string; pattern: string; limit: number; offset: number }], { document: string }>(
    `${TENANT_PAGES} SELECT document FROM tenant_pages WHERE search_text LIKE @pattern ESCAPE '\\' AND ${FINDABLE}
     ORDER BY position LIMIT @limit OFFSET @offset`,
  );
  const tenantPageByPath = db.prepare<[string, string], { document: string | null }>(
    'SELECT document FROM content_tenant_pages WHERE tenant_id = ? AND path = ?',
  );
  const allTenantPages = db.prepare<[string], { path: string; document: string | null }>(
    'SELECT path, document FROM content_tenant_pages WHERE tenant_id = ? ORDER BY path',
  );
  const configByName = db.prepare<[string], { document: string }>('SELECT document FROM content_component_configs WHERE name = ?');
  const tenantConfigByName = db.prepare<[string, string], { document: string }>(
    'SELECT document FROM content_tenant_component_configs WHERE tenant_id = ? AND name = ?',
  );
  const allRedirects = db.prepare<[], { kind: RedirectKind; source: string; target: string }>(
    'SELECT kind, source, target FROM content_redirects ORDER BY kind, source',
  );
  const insertContactMessage = db.prepare(
    'INSERT INTO contact_messages (reference, contact_group, file_count, received_at) VALUES (?, ?, ?, ?)',
  );
  return {
    async findPage(path) {
      const row = byPath.get(path);
      return row && fromJson<ContentPage>(row.document);
    },
    async listPages() {
      return allPages.all().map((row) => ({ path: row.path, page: fromJson<ContentPage>(row.document) }));
    },
    async tenantPage(tenantId, path) {
      const row = tenantPageByPath.get(tenantId, path);
      if (!row) return undefined;
      return row.document === null ? null : fromJson<ContentPage>(row.document);
    },
    async listTenantPages(tenantId) {
      return allTenantPages.all(tenantId).map((row) => ({ path: row.path, page: row.document === null ? null : fromJson<ContentPage>(row.document) }));
    },
    async search(term, page, tenantId) {
      const pattern = likePattern(term);
      const { total } = countMatches.get({ tenant: tenantId, pattern }) ?? { total: 0 };
      const rows = pageOfMatches.all({ tenant: tenantId, pattern, limit: page.pageSize, offset: page.offset });
      return { total, results: rows.map((row) => fromJson<ContentPage>(row.document)) };
    },
    async componentConfigs(names) {
      const configs: ComponentConfigs = {};
      for (const name of new Set(names)) {
        const row = configByName.get(name);
        if (row) configs[name] = fromJson<ComponentConfig>(row.document);
      }
      return configs;
    },
    async tenantComponentConfigs(tenantId, names) {
      const configs: ComponentConfigs = {};
      for (const name of new Set(names)) {
        const row = tenantConfigByName.get(tenantId, name);
        if (row) configs[name] = fromJson<ComponentConfig>(row.document);
      }
      return configs;
    },
    async redirects() {
      const table: RedirectTable = { oneToOne: {}, manyToOne: {}, manyToMany: {} };
      for (const row of allRedirects.all()) table[row.kind][row.source] = row.target;
      return table;
    },
    async recordContactMessage({ reference, contactGroup, fileCount, receivedAt }) {
      insertContactMessage.run(reference, contactGroup, fileCount, receivedAt);
    },
  };
}
