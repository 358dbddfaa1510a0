/** The account fields' limits that forms and texts name as numbers (fields.ts holds the rules). */

/** An e-mail address has at most 50 characters (doc 2 §5). */
export const EMAIL_MAX_LENGTH = 50;

/** The club card's number: exactly 13 digits, the last the EAN-13 check digit. */
export const CARD_NUMBER_LENGTH = 13;

/** A delivery note has at most 240 characters and no '<' (doc 2 §5). */
export const DELIVERY_NOTE_MAX_LENGTH = 240;

/**
 * The activation code of the club's letter: letters and digits, printed in
 * groups ("JOE7-K4M2-Q9PX"); blanks and hyphens between them are ignored.
 * Not in doc 2 §5: the shop's own rule.
 */
export const ACTIVATION_CODE_MAX_LENGTH = 20;
