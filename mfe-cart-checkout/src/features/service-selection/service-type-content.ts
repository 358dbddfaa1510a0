import * as z from 'zod/mini';
import { SERVICE_TYPE_CONTENT_COMPONENTS, type ServiceType } from '@storefront/shared/distribution';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { getClientComponentConfigs } from '@storefront/shared/platform/operations';
import { contentBlockSchema, type ContentBlock } from '@storefront/shared/platform/schemas';
import { shopPathOf } from '@storefront/shared/platform/validation';
import { SERVICE_TYPE_CONTENT_QUERY } from './service-type-content-request';

/**
 * What the service selection shows of a service-type content component: the
 * short text beside the choice, the details the shopper can open (content
 * blocks, rendered by the content remote) and a link to more. Plain text only
 * here; a block's HTML is left to the content remote, which sanitises it.
 */
export interface ServiceTypeContent {
  readonly intro: string | undefined;
  readonly blocks: readonly ContentBlock[];
  /** A page of this shop (a path): opened in a new tab, so the choice in progress stays. */
  readonly link: { readonly label: string; readonly href: string } | undefined;
}
export type ServiceTypeContents = Partial<Record<ServiceType, ServiceTypeContent>>;

const text = z.string().check(z.trim(), z.minLength(1));
const serviceTypeContentSchema = z.object({
  intro: z.optional(text),
  blocks: z.optional(z.array(contentBlockSchema)),
  link: z.optional(z.object({ label: text, href: z.string() })),
});

/** The components the dialog can read; one it cannot read is left out (the content system's fields are not shown in the spec). */
function readContents(configs: Record<string, unknown>): ServiceTypeContents {
  const contents: ServiceTypeContents = {};
  for (const serviceType of ['DELIVERY', 'CLICK_AND_COLLECT'] as const) {
    const parsed = z.safeParse(serviceTypeContentSchema, configs[SERVICE_TYPE_CONTENT_COMPONENTS[serviceType]]);
    if (!parsed.success) continue;
    const { intro, blocks = [], link } = parsed.data;
    if (intro === undefined && blocks.length === 0) continue;
    // A path of this shop ("/liefergebiete"), never another site or a script URL.
    const href = link ? shopPathOf(link.href) : null;
    contents[serviceType] = { intro, blocks, link: link && href ? { label: link.label, href } : undefined };
  }
  return contents;
}

const loaded = new WeakMap<ApiClient, Promise<ServiceTypeContents>>();

/**
 * The texts, asked for once per page and kept. A failure means no texts
 * (doc 1 §8: empty configs), never an error; it is not kept, so the next
 * opening asks again.
 */
function loadServiceTypeContent(api: ApiClient): Promise<ServiceTypeContents> {
  let pending = loaded.get(api);
  if (!pending) {
    pending = call(api, getClientComponentConfigs, { query: SERVICE_TYPE_CONTENT_QUERY }).then(readContents, () => {
      loaded.delete(api);
      return {};
    });
    loaded.set(api, pending);
  }
  return pending;
}

/**
 * How long the dialog's first paint waits for the texts once its own code is
 * here. They are usually here by then (their call starts with the dialog's
 * chunk, prefetchServiceTypeContent); when they are slower, the dialog opens
 * without them rather than keep the shopper waiting after the click.
 */
export const SERVICE_TYPE_CONTENT_WAIT_MS = 600;

/**
 * The texts for a dialog about to open: those here within
 * SERVICE_TYPE_CONTENT_WAIT_MS, or none. The dialog shows what this answers
 * from its first paint to its close; texts that arrive later wait for the next
 * opening, so nothing moves under the shopper's finger.
 */
export function serviceTypeContentForOpening(api: ApiClient): Promise<ServiceTypeContents> {
  return new Promise<ServiceTypeContents>((resolve) => {
    const timer = setTimeout(() => resolve({}), SERVICE_TYPE_CONTENT_WAIT_MS);
    void loadServiceTypeContent(api).then((contents) => {
      clearTimeout(timer);
      resolve(contents);
    });
  });
}
