/**
 * Missing address parts are filled with placeholders (na, nana, nan) on
 * submission and stripped on reading. The spec names the three values but not
 * which part takes which; each placeholder is the shortest text the part's own
 * rule accepts: street number (max 5) 'na', postal code (4 to 7 characters)
 * 'nana', street name and city 'nan'.
 */
export const ADDRESS_PLACEHOLDERS = {
  streetNumber: 'na',
  postalCode: 'nana',
  streetName: 'nan',
  city: 'nan',
} as const;

type PlaceholderPart = keyof typeof ADDRESS_PLACEHOLDERS;
type WithParts = Partial<Record<PlaceholderPart, string | null | undefined>>;

const PARTS = Object.keys(ADDRESS_PLACEHOLDERS) as PlaceholderPart[];

/** Before submitting: every missing or blank part gets its placeholder. */
export function fillAddressPlaceholders<A extends WithParts>(address: A): A & Record<PlaceholderPart, string> {
  const filled: WithParts = { ...address };
  for (const part of PARTS) {
    const value = filled[part];
    if (value === undefined || value === null || value.trim() === '') filled[part] = ADDRESS_PLACEHOLDERS[part];
  }
  return filled as A & Record<PlaceholderPart, string>;
}

/** After reading: a part that holds exactly its placeholder was missing, and reads as empty. */
export function stripAddressPlaceholders<A extends WithParts>(address: A): A {
  const stripped: WithParts = { ...address };
  for (const part of PARTS) {
    if (stripped[part] === ADDRESS_PLACEHOLDERS[part]) stripped[part] = '';
  }
  return stripped as A;
}
