/** German messages of the shell's services: consent, notifications, offline, build updates. */
export const shellServicesMessages: Record<string, string> = {
  // The notice while the automatic redirect after consent is pending (doc 1 §4).
  'consent.redirectNotice': 'Danke für Ihre Auswahl. Sie werden gleich zurück zur vorherigen Seite geleitet.',
};
