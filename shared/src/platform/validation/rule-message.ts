import type { I18nService } from '../contracts/services';

/**
 * Form rules carry their message as an i18n key with positional parameters,
 * encoded in the zod issue message as `key|param0|param1` (zod messages are
 * strings). `validation.maxLength|24` reads "maximum {0} characters" with 24.
 */
export function ruleMessage(key: string, ...params: ReadonlyArray<string | number>): string {
  return [key, ...params.map(String)].join('|');
}

export function parseRuleMessage(message: string): { key: string; params: string[] } {
  const [key = '', ...params] = message.split('|');
  return { key, params };
}

/** The text a shopper reads for a rule message. */
export function translateRuleMessage(message: string, t: I18nService['t']): string {
  const { key, params } = parseRuleMessage(message);
  return t(key, params);
}
