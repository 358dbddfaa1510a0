/** German messages of the content, catalogue, account and cart-checkout remotes. */
export const remoteMessages: Record<string, string> = {
  // content: the start page and the content pages (route index).
  'content.blocks': 'Inhalte der Seite',
  'content.notFound.headline': 'Seite nicht gefunden',
  'content.notFound.text': 'Die Seite, die Sie aufrufen wollten, gibt es nicht oder nicht mehr.',
  'content.backToStart': 'Zur Startseite',
  'content.error.unavailable':
    'Die Inhalte können gerade nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'content.error.generic': 'Beim Laden der Seite ist ein Fehler aufgetreten.',
  'content.retry': 'Erneut versuchen',

  // catalogue: the category pages (route products-slug).
  'catalogue.headline': 'Sortiment',
  'catalogue.categories': 'Alle Kategorien des Sortiments',
  'catalogue.subcategories': 'Unterkategorien von {name}',
  'catalogue.noSubcategories': 'Diese Kategorie hat keine Unterkategorien.',
  'catalogue.allCategories': 'Alle Kategorien',
  'catalogue.notFound.headline': 'Kategorie nicht gefunden',
  'catalogue.notFound.text': 'Die Kategorie „{slug}“ gibt es in unserem Sortiment nicht.',
  'catalogue.error.unavailable':
    'Das Sortiment kann gerade nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'catalogue.error.generic': 'Beim Laden des Sortiments ist ein Fehler aufgetreten.',
  'catalogue.retry': 'Erneut versuchen',

  // account: the login page (route login). account.logout.successful/.error are in the shell's bundle.
  'account.login.headline': 'Anmelden',
  'account.login.email': 'E-Mail-Adresse',
  'account.login.password': 'Passwort',
  'account.login.submit': 'Anmelden',
  'account.login.authRequired': 'Bitte melden Sie sich an, um fortzufahren.',
  'account.login.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'account.login.unavailable':
    'Die Anmeldung ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'account.login.failed': 'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es später erneut.',
  'account.login.loggedInAs': 'Angemeldet als {firstName}',
  'account.logout.submit': 'Abmelden',

  // cart-checkout: the cart page (route cart).
  'cart.headline': 'Warenkorb',
  'cart.lineCount': '{count} Artikel im Warenkorb',
  'cart.lines': 'Artikel im Warenkorb',
  'cart.line.quantity': 'Menge: {quantity}',
  'cart.total': 'Gesamtsumme',
  'cart.freeService.reached': 'Ihr Einkauf ist frei von Servicegebühren.',
  'cart.freeService.missing': 'Noch {amount}, dann entfällt die Servicegebühr.',
  'cart.empty': 'Ihr Warenkorb ist leer.',
  'cart.continueShopping': 'Weiter einkaufen',
  'cart.error.unavailable':
    'Der Warenkorb kann gerade nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'cart.error.generic': 'Beim Laden des Warenkorbs ist ein Fehler aufgetreten.',
  'cart.retry': 'Erneut versuchen',
};
