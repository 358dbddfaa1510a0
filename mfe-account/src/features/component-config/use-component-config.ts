import useSWR from 'swr';
import * as z from 'zod/mini';
import { call } from '@storefront/shared/platform/api';
import { getClientComponentConfigs } from '@storefront/shared/platform/operations';
import { useServices } from '@storefront/shared/platform/parcel';
import type { ComponentConfigName } from '@storefront/shared/platform/schemas';

/** A link the content system configures: its label and a path of this shop (or an https address). */
export const configLinkSchema = z.object({ label: z.string(), href: z.string() });
export type ConfigLink = z.infer<typeof configLinkSchema>;

/**
 * One component config of the account pages (doc 1 §3: login, registration,
 * passwordreset, offlineaccount, profile, physicalcard), read with its schema.
 * While it loads, when the call fails (doc 1 §8: empty configs are used) or
 * when a field does not match, the page uses its own texts from the bundle:
 * `config` is then an empty object, never an error.
 */
export function useComponentConfig<S extends z.ZodMiniType<Record<string, unknown>>>(name: ComponentConfigName, schema: S) {
  const { api } = useServices();
  const { data, isLoading } = useSWR(['component-config', name], () =>
    call(api, getClientComponentConfigs, { query: { types: [name] } }),
  );
  const parsed = z.safeParse(schema, data?.[name] ?? {});
  return { config: (parsed.success ? parsed.data : {}) as Partial<z.output<S>>, loading: isLoading };
}
