import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TEST_PATH_PREFIX } from '@storefront/server-kit/faults/faults';

/** Where the shell page's policy sends its violation reports (report-uri, and the report-to group's endpoint). */
export const CSP_REPORT_PATH = '/csp-reports';
/** The Reporting-Endpoints group name the policy's report-to names. */
export const CSP_REPORT_GROUP = 'csp';
/** Reports one client may send per window; the rest of the window is dropped (429). */
export const CSP_REPORTS_PER_CLIENT = 20;
/** Reports all clients together may send per window: a flood from many clients does not flood the log either. */
export const CSP_REPORTS_PER_WINDOW = 300;
export const CSP_REPORT_WINDOW_MS = 60_000;
/** The longest text of a field that is logged; a report is the browser's, but its values come from the page. */
const MAX_FIELD_LENGTH = 300;
const MAX_BODY_BYTES = 64 * 1024;

const text = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().transform((value) => value.slice(0, MAX_FIELD_LENGTH)));

/** `report-uri` (application/csp-report): one report, its fields in kebab-case. */
const reportUriSchema = z.object({
  'csp-report': z.object({
    'document-uri': text.optional(),
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'blocked-uri': text.optional(),
    'source-file': text.optional(),
    'line-number': text.optional(),
    'script-sample': text.optional(),
    disposition: text.optional(),
  }),
});

/** `report-to` (application/reports+json): a list of reports of all kinds, the CSP ones in camelCase. */
const reportToSchema = z.array(
  z.object({
    type: z.string(),
    url: text.optional(),
    body: z
      .object({
        documentURL: text.optional(),
        effectiveDirective: text.optional(),
        blockedURL: text.optional(),
        sourceFile: text.optional(),
        lineNumber: text.optional(),
        sample: text.optional(),
        disposition: text.optional(),
      })
      .optional(),
  }),
).max(100);

export interface CspViolation {
  readonly documentUrl: string;
  readonly directive: string;
  readonly blocked: string;
  readonly sourceFile?: string | undefined;
  readonly line?: string | undefined;
  readonly sample?: string | undefined;
  readonly disposition?: string | undefined;
}

/** The violations a report body carries, in one shape; nothing for a body of neither format. */
export function violationsOf(body: unknown): CspViolation[] {
  const single = reportUriSchema.safeParse(body);
  if (single.success) {
    const report = single.data['csp-report'];
    return [
      {
        documentUrl: report['document-uri'] ?? '',
        directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
        blocked: report['blocked-uri'] ?? '',
        sourceFile: report['source-file'],
        line: report['line-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      },
    ];
  }
  const list = reportToSchema.safeParse(body);
  if (!list.success) return [];
  return list.data.flatMap((report) =>
    report.type === 'csp-violation' && report.body
      ? [
          {
            documentUrl: report.body.documentURL ?? report.url ?? '',
            directive: report.body.effectiveDirective ?? '',
            blocked: report.body.blockedURL ?? '',
            sourceFile: report.body.sourceFile,
            line: report.body.lineNumber,
            sample: report.body.sample,
            disposition: report.body.disposition,
          },
        ]
      : [],
  );
}

/**
 * A fixed-window counter per client and for everyone: how many reports may
 * still be logged. Clients are forgotten when their window ends.
 */
export function createReportLimiter(now: () => number = Date.now) {
  let windowStart = now();
  let total = 0;
  const perClient = new Map<string, number>();
  return {
    /** Takes up to `count` reports of the client's allowance; answers how many may be logged. */
    take(client: string, count: number): number {
      if (now() - windowStart >= CSP_REPORT_WINDOW_MS) {
        windowStart = now();
        total = 0;
        perClient.clear();
      }
      const used = perClient.get(client) ?? 0;
      const granted = Math.max(0, Math.min(count, CSP_REPORTS_PER_CLIENT - used, CSP_REPORTS_PER_WINDOW - total));
      perClient.set(client, used + granted);
      total += granted;
      return granted;
    },
  };
}

export interface CspReportOptions {
  readonly now?: () => number;
  /**
   * Keeps the latest violations for the end-to-end tests and answers them at
   * `GET /__test/csp-reports?document=…` (only with fault injection, never in live).
   */
  readonly testEndpoint?: boolean;
}

/** How many violations the test endpoint keeps. */
const KEPT_FOR_TESTS = 200;

/**
 * POST /csp-reports: the browser's Content-Security-Policy violation reports
 * (report-uri and report-to formats), written to the server log as warnings
 * ("csp violation", the fields searchable on their own). Rate-limited per
 * client address and overall, so a page that misbehaves, or someone posting
 * reports, cannot flood the log; what is over the limit is dropped with a
 * 429, which the browser ignores. No XSRF token: the browser sends reports
 * without one, and a report changes nothing but the log.
 */
export const cspReportRoutes: FastifyPluginAsync<CspReportOptions> = async (app, options) => {
  const limiter = createReportLimiter(options.now);
  const kept: CspViolation[] = [];
  if (options.testEndpoint) {
    // The violations logged lately whose page URL contains `document` (a test marks its page with a unique query).
    app.get<{ Querystring: { document?: string } }>(`${TEST_PATH_PREFIX}csp-reports`, async (request) => ({
      violations: kept.filter((violation) => violation.documentUrl.includes(request.query.document ?? '')),
    }));
  }
  // The report formats are JSON under their own media types; only on this route (the app refuses other bodies).
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
  }
  app.post(
    CSP_REPORT_PATH,
    // The browser posts reports itself, without the page's headers; a report only writes a log line.
    { bodyLimit: MAX_BODY_BYTES, config: { xsrfExempt: 'sent by the browser itself without the page\'s headers; a report changes nothing but the log' } },
    async (request, reply) => {
    const violations = violationsOf(request.body);
    if (violations.length === 0) return reply.code(400).send({ errorCode: 'invalidReport', message: 'Expected a CSP violation report' });
    const granted = limiter.take(request.ip, violations.length);
    for (const violation of violations.slice(0, granted)) {
      request.log.warn({ cspViolation: violation, userAgent: request.headers['user-agent'] }, 'csp violation');
      if (options.testEndpoint) kept.splice(0, kept.push(violation) - KEPT_FOR_TESTS);
    }
    return reply.code(granted < violations.length ? 429 : 204).send();
  });
};
