import { ruleMessage } from '@storefront/shared/platform/validation';
import { invalidField } from '@storefront/server-kit/http/errors';

/**
 * The passwords people use most (the `passwords-common` dictionary of
 * zxcvbn-ts, about 49,000 from leaked password lists, backend README
 * "Dependencies"), refused wherever a password is set: registration, the
 * password change and the new password of a reset link. The list stays on
 * the server; only its refusal reaches the browser. It is read on the first
 * check, not at start, so a server or test that sets no password never loads it.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/** How many passwords the list holds. */
export async function commonPasswordCount(): Promise<number> {
  return (await loadCommonPasswords()).size;
}

/** Whether a password is one of the common ones, whatever its case and the blanks around it ("  PASSWORT " is "passwort"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase());
}

/** A common password is bad input like a short one: 400 `validation` at the field that set it, with the rule message the form shows. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw invalidField(field, ruleMessage('validation.commonPassword'));
}
