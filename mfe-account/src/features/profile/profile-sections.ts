/**
 * The profile's pages, by the slug of the profile route (`/:slug`): the ids
 * of the `profile` component config's sections (doc 1 §3). Only these are
 * linked anywhere; a section of the config that is not listed here is not
 * offered.
 */
export const PROFILE_SECTIONS = ['persoenliche-daten', 'bestellungen', 'adressen', 'zahlungsarten', 'geldboerse', 'kundenclub', 'newsletter'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Sub-pages of a section (route profile-sub, `/:slug/:sub`). */
export const PROFILE_SUB_PAGES: Readonly<Partial<Record<ProfileSection, readonly string[]>>> = {
  'persoenliche-daten': ['passwort'],
};

export function isProfileSection(slug: string): slug is ProfileSection {
  return (PROFILE_SECTIONS as readonly string[]).includes(slug);
}
