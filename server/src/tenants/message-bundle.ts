import { accountMessages } from '@storefront/shared/account/messages';
import { cartMessages } from '@storefront/shared/cart/messages';
import { catalogueMessages } from '@storefront/shared/catalogue/messages';
import { checkoutMessages } from '@storefront/shared/checkout/messages';
import { contentMessages } from '@storefront/shared/content/messages';
import { shellMessages, validationMessages } from '@storefront/shared/platform/messages';
import { searchMessages } from '@storefront/shared/search/messages';

/**
 * The default texts the tenant's bundle is made of: each beside its domain in
 * shared (`<domain>/messages.ts`, the shell's and the form rules' in
 * `platform/messages`), where the remotes' tests read the same objects. A new
 * bundle joins here.
 */
export const DEFAULT_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'platform/messages (shell)': shellMessages,
  'platform/messages (validation)': validationMessages,
  'account/messages': accountMessages,
  'cart/messages': cartMessages,
  'catalogue/messages': catalogueMessages,
  'checkout/messages': checkoutMessages,
  'content/messages': contentMessages,
  'search/messages': searchMessages,
};

/**
 * The tenant's German message bundle (doc 1 §1, §3): the default bundles
 * merged. A key defined twice with two different texts is a mistake and stops
 * the start, naming the key and both bundles.
 */
export function mergeBundles(bundles: Readonly<Record<string, Readonly<Record<string, string>>>>): Readonly<Record<string, string>> {
  const bundle: Record<string, string> = {};
  const origin = new Map<string, string>();
  for (const [name, records] of Object.entries(bundles)) {
    for (const [key, text] of Object.entries(records)) {
      const earlier = bundle[key];
      if (earlier !== undefined && earlier !== text) {
        throw new Error(`Message key "${key}" has two texts: in ${origin.get(key)} and in ${name}`);
      }
      bundle[key] = text;
      origin.set(key, name);
    }
  }
  return Object.freeze(bundle);
}

export const messageBundle = mergeBundles(DEFAULT_MESSAGES);
