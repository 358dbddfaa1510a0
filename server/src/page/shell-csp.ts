import type { Environment } from '@storefront/server-kit/environment';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';
import { CSP_REPORT_PATH } from '../telemetry/csp-reports';
import { DEV_REMOTE_OVERRIDE_ORIGINS } from '../tenants/client-runtime-config';

/** The tag manager's host (shell: TAG_MANAGER_SCRIPT_URL), allowed only for a tenant with a container id. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** `host[:port]` of the tenant's script allow-list as a CSP source (HTTPS only, like the content remote's check). */
function scriptHostSource(host: string): string {
  return `https://${host}`;
}

/**
 * The shell page's policy (doc 1 §9): scripts and styles from this
 * origin (the shell build and /remotes/...) or carrying this response's nonce;
 * the consent banner (/consent/banner.js) is on this origin too. The tag
 * manager's host only for a tenant that configures a container, the content
 * script block's hosts only as the tenant lists them, and in development the
 * remotes' dev servers, which the developer override may load from.
 */
export function shellContentSecurityPolicy(nonce: string, tenant: Tenant, environment: Environment): string {
  const scripts = ["'self'", `'nonce-${nonce}'`];
  const styles = ["'self'", `'nonce-${nonce}'`];
  const images = ["'self'", 'data:'];
  const connect = ["'self'"];
  if (tenant.tracking.tagManagerId) {
    scripts.push(TAG_MANAGER_ORIGIN);
    images.push(TAG_MANAGER_ORIGIN);
    connect.push(TAG_MANAGER_ORIGIN);
  }
  for (const host of tenant.allowedScriptHosts ?? []) scripts.push(scriptHostSource(host));
  if (environment === 'development') {
    scripts.push(...DEV_REMOTE_OVERRIDE_ORIGINS);
    styles.push(...DEV_REMOTE_OVERRIDE_ORIGINS);
    connect.push(...DEV_REMOTE_OVERRIDE_ORIGINS);
    images.push(...DEV_REMOTE_OVERRIDE_ORIGINS);
  }
  // 'strict-dynamic': a script runs only with this response's nonce or when a trusted script adds it
  // (the remotes' entries and chunks, the consent banner, the tag manager); a parser-inserted script without the
  // nonce is refused even from this origin. Browsers without CSP level 3 ignore it and keep to 'self' and the hosts,
  // which level 3 browsers ignore in turn, so the content script block's hosts stay the content remote's check.
  scripts.push("'strict-dynamic'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    `img-src ${images.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Violations are reported (telemetry/csp-reports.ts). report-uri, not report-to: Chromium batches report-to
    // deliveries for up to a minute and, given both, uses only report-to; the endpoint takes both formats.
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
