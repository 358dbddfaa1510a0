import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMPONENT_CONFIG_NAMES, type ComponentConfigName } from '@storefront/shared/platform/schemas';
import {
  CONTENT_ACCESS_ERROR_CODES,
  getContentPage,
  getSitemap,
  manageAnonymousNewsletter,
  submitContactForm,
  submitQuestionnaire,
  type ContactUpload,
  type ContentPage,
} from '@storefront/shared/content';
import { contentImage } from '../rules/content-image';
import { HttpError, invalidField, notFound, parseInput, validationError } from '@storefront/server-kit/http/errors';
import { CACHE_PRIVATE_NEVER } from '@storefront/server-kit/http/static-files';
import { PREVIEW_PAGE_PATHS } from '../seed/content';
import { startsAs } from '../../platform/file-signatures';
import type { ReceivedContactMessage } from '../store/content';
import { requireKnownNewsletterTopics } from './newsletter';
import { IMAGE_CONTENT_SECURITY_POLICY } from '@storefront/server-kit/http/security-headers';
import type { ShopStore } from '../../platform/shop-store';
import { contentForTenant, redirectsForTenant } from '@storefront/server-kit/tenants/tenant-content';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';
import { sessionCustomerId } from '../../account';
import { contentVisitor, pageAccess, pageForVisitor, type ContentVisitor, type PageAccess } from '../rules/content-audience';
import { getClientComponentConfigs, getRedirects } from '@storefront/shared/platform/operations';
import { operationRouter } from '../../platform/operation-router';

const contentImageParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.(png|svg)$/, 'must be <name>.png or <name>.svg') });

/** A content picture is drawn the same every time; a day lets a new drawing reach browsers soon. */
const CACHE_CONTENT_IMAGE = 'public, max-age=86400';

/**
 * The page at a path as the tenant has it: its own version (as written for it), none where it has withdrawn
 * the page, else the shared page on its paths and in its name.
 */
async function tenantPage(store: ShopStore, tenant: Tenant, path: string): Promise<ContentPage | undefined> {
  const own = await store.content.tenantPage(tenant.id, path);
  if (own !== undefined) return own ?? undefined;
  const shared = await store.content.findPage(path);
  return shared && contentForTenant(shared, tenant);
}

/** Every page the tenant has, in the content system's order (its own added pages last). */
async function tenantPages(store: ShopStore, tenant: Tenant): Promise<ContentPage[]> {
  const own = new Map((await store.content.listTenantPages(tenant.id)).map(({ path, page }) => [path, page]));
  const shared = await store.content.listPages();
  const sharedPaths = new Set(shared.map(({ path }) => path));
  return [
    ...shared.map(({ path, page }) => (own.has(path) ? own.get(path) : contentForTenant(page, tenant))),
    ...[...own].filter(([path]) => !sharedPaths.has(path)).map(([, page]) => page),
  ].filter((page): page is ContentPage => page !== null && page !== undefined);
}

/**
 * Who asks, for content by login state (doc 2 §6): the session's customer and, where the tenant has the club,
 * whether they are a member. The shop API decides this, not the browser: it alone knows both, and content for
 * members must not be sent to anybody else (rules/content-audience.ts).
 */
async function visitorOf(request: FastifyRequest, store: ShopStore): Promise<ContentVisitor> {
  const customerId = await sessionCustomerId(request, store);
  return contentVisitor(customerId, (id) => store.loyalty.isMember(id), request.tenant.features.featureJoe);
}

/**
 * An answer that depends on who asks: kept by no cache but the browser's own memory of the page (a shared cache
 * would hand one visitor's page to the next), and marked as varying with the cookie for a cache that ignores that.
 */
function answerForThisVisitor(reply: FastifyReply): void {
  reply.header('cache-control', CACHE_PRIVATE_NEVER).header('vary', 'Cookie');
}

/** The refusal of a page that is not for the visitor yet, with the page's audience for the way in (shared CONTENT_ACCESS_ERROR_CODES). */
function refusalOf(access: Exclude<PageAccess, 'open'>, page: ContentPage): HttpError {
  const audience = { audience: page.audience ?? [] };
  switch (access) {
    case 'loginRequired':
      return new HttpError(401, CONTENT_ACCESS_ERROR_CODES.loginRequired, 'Bitte melden Sie sich an, um diese Seite zu sehen.', audience);
    case 'membersOnly':
      return new HttpError(403, CONTENT_ACCESS_ERROR_CODES.membersOnly, 'Diese Seite ist für Mitglieder im Kundenclub.', audience);
    case 'notFound':
      return notFound('notFound', 'Page not found');
  }
}

/** `/ueber-uns/` and `/ueber-uns` are the same page; the root stays `/`. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Three files of 10,000,000 bytes as base64 (4 characters per 3 bytes) and the form's text fields. */
export const CONTACT_BODY_LIMIT = 3 * Math.ceil(10_000_000 / 3) * 4 + 200_000;

function matchesSignature(file: ContactUpload): boolean {
  return startsAs(file.type, Buffer.from(file.content.slice(0, 16), 'base64'));
}

/** A reference customer service files a message under: K-YYYYMMDD-NNNNNN. */
function contactReference(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `K-${day}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The content calls. Doc 1 shows none of them except the search banner, the
 * redirects and the component configs; the choices are in the README:
 *
 * - GET /api/content/pages?path=…: the content page at a path.
 * - GET /api/content/configs/client?types=…: doc 1 §7's component configs, by name (an unknown name or one without a config is left out).
 * - GET /api/content/redirects: doc 1 §3's redirect table, all three kinds.
 * - GET /api/content/sitemap: the content pages a visitor may find (no noIndex pages).
 * - POST /api/content/contact: the contact form (doc 2 §5 rules), files as base64 in JSON.
 * - POST /api/content/questionnaire: a questionnaire's answers.
 * - POST /api/content/newsletter-topics/manage: an anonymous visitor's newsletter change by e-mail.
 *
 * Every POST needs the XSRF token (security/csrf.ts) and is validated with the
 * shared schemas the forms use.
 */
export const contentRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const route = operationRouter(app);

  route(getContentPage, async ({ query: { path } }, request, reply) => {
    const pagePath = normalisePath(path);
    const tenant = request.tenant;
    answerForThisVisitor(reply);
    // The preview's pages (the -ok-test confirmation) exist only where the tenant has cms.preview on (doc 1 §1;
    // request.tenant carries the flags of this environment).
    const hidden = PREVIEW_PAGE_PATHS.has(pagePath) && !tenant.features['cms.preview'];
    const page = hidden ? undefined : await tenantPage(store, tenant, pagePath);
    // Sent here rather than thrown: the error handler would drop the cache policy, and a refusal depends on who asks too.
    if (!page) return reply.code(404).send(notFound('notFound', 'Page not found').body());
    const visitor = await visitorOf(request, store);
    const access = pageAccess(page, visitor, tenant.features.featureJoe);
    if (access !== 'open') {
      const refusal = refusalOf(access, page);
      return reply.code(refusal.statusCode).send(refusal.body());
    }
    return pageForVisitor(page, visitor);
  });

  // The pictures the content's page configs name (og:image, page backgrounds), drawn by media/content-image.ts.
  app.get('/media/content/:file', async (request, reply) => {
    const { file } = parseInput(contentImageParamsSchema, request.params);
    const image = contentImage(file);
    if (!image) throw notFound('notFound', 'Image not found');
    return reply
      .header('content-type', image.type)
      .header('cache-control', CACHE_CONTENT_IMAGE)
      .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
      .send(image.body);
  });

  route(getClientComponentConfigs, async ({ query: { types } }, request) => {
    // A map by name. A name the shop has no component of is left out, so the others still arrive.
    const known = types.filter((name): name is ComponentConfigName => (COMPONENT_CONFIG_NAMES as readonly string[]).includes(name));
    // A config the tenant has a version of its own is served as written for it; the shared ones on its paths and with its name.
    const own = await store.content.tenantComponentConfigs(request.tenant.id, known);
    const shared = await store.content.componentConfigs(known.filter((name) => !(name in own)));
    return { ...contentForTenant(shared, request.tenant), ...own };
  });

  route(getRedirects, async (_input, request) => redirectsForTenant(await store.content.redirects(), request.tenant));

  route(getSitemap, async (_input, request, reply) => {
    // The pages this visitor may open (doc 2 §6): a members' page is in a member's sitemap only.
    answerForThisVisitor(reply);
    const visitor = await visitorOf(request, store);
    const pages = (await tenantPages(store, request.tenant))
      .filter((page) => !page.config.noIndex && pageAccess(page, visitor, request.tenant.features.featureJoe) === 'open')
      .map((page) => ({ path: `/${page.slug.replace(/^\/+/, '')}`, title: page.config.title ?? page.config.name }))
      .sort((a, b) => a.path.localeCompare(b.path, 'de'));
    return { pages };
  });

  route(
    submitContactForm,
    async ({ body: submission }, request) => {
      const files = submission.files ?? [];
      const wrongContent = files.flatMap((file, index) =>
        matchesSignature(file) ? [] : [{ path: `files.${index}.content`, message: 'validation.fileType' }],
      );
      if (wrongContent.length > 0) throw validationError(wrongContent);
      const received: ReceivedContactMessage = {
        reference: contactReference(new Date()),
        contactGroup: submission.contactgroup,
        fileCount: files.length,
        receivedAt: new Date().toISOString(),
      };
      // Filed in the database before the shopper gets the reference; a real shop hands it on to customer service.
      await store.content.recordContactMessage(received);
      request.log.info({ reference: received.reference, contactGroup: received.contactGroup, files: received.fileCount }, 'contact message received');
      return { reference: received.reference };
    },
    { bodyLimit: CONTACT_BODY_LIMIT },
  );

  route(submitQuestionnaire, async ({ body: submission }, request) => {
    request.log.info({ questionnaireId: submission.questionnaireId, answers: Object.keys(submission.answers).length }, 'questionnaire received');
  });

  route(manageAnonymousNewsletter, async ({ body: change }, request, reply) => {
    if (change.subscribe.length + change.unsubscribe.length === 0) {
      throw invalidField('subscribe', 'no topic given');
    }
    requireKnownNewsletterTopics(change);
    // Double opt-in: the address confirms by the link sent to it, so the change always waits (doc 1 §4: 202).
    // This shop sends no mail and keeps no anonymous subscriptions: the mail is noted in the log, without the address.
    request.log.info(
      { subscribe: change.subscribe, unsubscribe: change.unsubscribe },
      'anonymous newsletter confirmation mail (not sent: no mail service)',
    );
    // 202 (the operation's status) without a body.
    return reply.send();
  });
};
