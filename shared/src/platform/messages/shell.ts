/**
 * The default German texts of the shell, the page every remote stands in:
 * layout, navigation, error pages, the header's plain search form (which the
 * search remote's result page shares), the UI kit's own texts, and the shell's
 * services (consent, notifications, offline, build updates). The server serves
 * them in the tenant's message bundle; the shell reads them from there, never
 * by import.
 */
export const shellMessages: Readonly<Record<string, string>> = {
  'common.loading': 'Wird geladen …',
  'remote.unavailable': 'Dieser Bereich ist gerade nicht verfügbar.',
  'remote.retry': 'Erneut versuchen',
  'layout.skipToContent': 'Zum Inhalt springen',
  'layout.footer': '© {brand} – Lebensmittel online bestellen, liefern lassen oder abholen.',
  'navigation.main': 'Hauptnavigation',
  'navigation.products': 'Sortiment',
  'navigation.login': 'Anmelden',
  'navigation.cart': 'Warenkorb',
  'error.notFound.headline': 'Diese Seite gibt es nicht',
  'error.backToStart': 'Zur Startseite',
  'search.label': 'Suchbegriff',
  'search.landmark': 'Shop durchsuchen',
  'search.placeholder': 'Produkte, Rezepte und mehr suchen',
  'search.submit': 'Suchen',
  'search.results.headline': 'Suchergebnisse für „{term}“',
  'search.results.count_one': '{count} Produkt gefunden',
  'search.results.count_other': '{count} Produkte gefunden',
  'search.results.products': 'Gefundene Produkte',
  'session.expiredHeadline': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'account.logout.successful': 'Sie wurden abgemeldet.',
  'account.logout.error': 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'ui.form.chosenFiles': 'Ausgewählte Dateien',
  'ui.form.removeFile': '{name} entfernen',
  'ui.price.regular': 'Regulärer Preis',
  'ui.price.current': 'Jetzt',
  'ui.price.loyalty': 'jö-Preis',
  'internet.offline': 'Keine Internetverbindung. Einige Inhalte sind eventuell nicht aktuell.',
  'error.generic.headline': 'Da ist etwas schiefgelaufen',
  'error.generic.text': 'Die Seite konnte nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut.',
  'error.reload': 'Seite neu laden',
  'layout.back': 'Zurück',
  'layout.topBar': 'Hinweise',
  'layout.footerNavigation': 'Service und Informationen',
  'navigation.menu': 'Menü',
  'layout.cookieSettings': 'Cookie-Einstellungen',
  'app.name': '{brand} – Lebensmittel online',

  // The notice while the automatic redirect after consent is pending.
  'consent.redirectNotice': 'Danke für Ihre Auswahl. Sie werden gleich zurück zur vorherigen Seite geleitet.',
};
