/**
 * The default German texts of the search remote: the flyout and the result
 * page. The search form's label, placeholder and submit (search.label,
 * search.placeholder, search.submit) and the result page's headline, product
 * count and list label are the shell's (platform/messages), which the header's
 * plain search form shares. The server serves them in the tenant's message
 * bundle; the remote reads them from there, never by import.
 */
export const searchMessages: Readonly<Record<string, string>> = {
  // The flyout (fragment search-flyout).
  'search.flyout.type.products': 'Produkte',
  'search.flyout.type.content': 'Inhalte',
  'search.flyout.type.recipes': 'Rezepte',
  'search.flyout.typeEmpty': 'Keine {type} gefunden.',
  'search.flyout.status_one': '{count} Vorschlag. Mit den Pfeiltasten auswählen, mit der Eingabetaste öffnen.',
  'search.flyout.status_other': '{count} Vorschläge. Mit den Pfeiltasten auswählen, mit der Eingabetaste öffnen.',
  'search.flyout.noResults': 'Keine Ergebnisse für „{term}“.',
  'search.flyout.showAll': 'Alle Ergebnisse für „{term}“ anzeigen',

  // The result page (route search-term).
  'search.results.refine': 'Neuer Suchbegriff',
  'search.results.refineLandmark': 'Suche verfeinern',
  'search.results.tooShort': 'Bitte geben Sie mindestens 2 Zeichen ein, um zu suchen.',
  'search.results.tabs': 'Ergebnisse nach Art',
  'search.results.tab': '{type} ({count})',
  'search.results.total': '{count} Treffer',
  'search.results.none': 'Zu „{term}“ haben wir hier leider nichts gefunden. Versuchen Sie es mit einem anderen Begriff.',
  'search.results.contentList': 'Gefundene Inhalte',
  'search.results.recipeList': 'Gefundene Rezepte',
  'search.results.category': 'in {category}',
  'search.results.addToCart': 'In den Warenkorb',
  'search.results.addToCartLabel': '{name} in den Warenkorb',
  'search.results.pagination': 'Seiten der Suchergebnisse',
  'search.results.previous': 'Vorherige Seite',
  'search.results.next': 'Nächste Seite',
  'search.results.page': 'Seite {page} von {pages}',
};
