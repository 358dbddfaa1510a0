import * as z from 'zod/mini';
import { isGiven, textCharacters } from '@storefront/shared/platform/validation';
import { given } from './customer-fields';

const loadPhoneCheck = () => import(/* webpackChunkName: "phone-check" */ './phone-check');

/**
 * An optional phone number checked with libphonenumber (doc 1 §5: the
 * country's pattern and lengths, fullwidth and Arabic digits normalised);
 * the check loads the library on first use (an async rule: the form parses
 * with parseAsync). Blank passes; a control or invisible character is
 * refused first, as in every text field.
 */
export function lazyPhoneField() {
  return z.optional(
    z.string().check(
      textCharacters(),
      z.superRefine(
        async (value, context) => {
          if (!value.trim()) return;
          const problem = (await loadPhoneCheck()).phoneProblem(value);
          if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
        },
        { when: isGiven },
      ),
    ),
  );
}

/** A checked phone number in international format for the call; blank is none. */
export async function internationalPhone(value: string | undefined): Promise<string | undefined> {
  const text = given(value);
  if (!text) return undefined;
  return (await loadPhoneCheck()).internationalFormat(text);
}
