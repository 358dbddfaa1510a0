/* global window, document */
/*
 * The shop's own consent banner (first party, no third-party requests). It
 * implements the API of the widely used consent tools that the storefront's
 * adapter speaks:
 * - window.OnetrustActiveGroups: the granted groups, comma-separated and
 *   framed by commas (",C0001,C0002,"); C0001 (necessary) is always in it;
 * - window.OptanonWrapper(): called once the banner is loaded and after every
 *   decision of the shopper;
 * - window.OneTrust.ToggleInfoDisplay(): opens (or closes) the settings.
 * The choice is kept in the first-party cookie "sf-consent" for 180 days.
 * Texts are German; the dialog is operable with the keyboard alone.
 */
(function () {
  'use strict';

  var COOKIE = 'sf-consent';
  var MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
  var NECESSARY = 'C0001';
  var GROUPS = [
    { code: 'C0002', name: 'Statistik', text: 'Hilft uns zu verstehen, wie der Shop genutzt wird, damit wir ihn verbessern können.' },
    { code: 'C0004', name: 'Marketing', text: 'Für Werbung und eingebettete Inhalte anderer Anbieter, etwa Videos und Karten.' },
    { code: 'C0007', name: 'Zielgruppenauswahl', text: 'Für Angebote und Inhalte, die zu Ihren Interessen passen.' },
  ];
  var KNOWN = [NECESSARY].concat(GROUPS.map(function (group) { return group.code; }));

  if (window.OneTrust && window.OneTrust.sfBanner) return;

  var script = document.currentScript;

  function readChoice() {
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i += 1) {
      var pair = parts[i].trim().split('=');
      if (pair[0] === COOKIE) {
        var codes = decodeURIComponent(pair.slice(1).join('=')).split('.');
        return codes.filter(function (code) { return KNOWN.indexOf(code) >= 0 && code !== NECESSARY; });
      }
    }
    return null;
  }

  function saveChoice(codes) {
    var secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = COOKIE + '=' + encodeURIComponent([NECESSARY].concat(codes).join('.')) + '; Max-Age=' + MAX_AGE_SECONDS + '; Path=/; SameSite=Lax' + secure;
  }

  function publish(codes) {
    window.OnetrustActiveGroups = ',' + [NECESSARY].concat(codes).join(',') + ',';
    if (typeof window.OptanonWrapper === 'function') {
      try {
        window.OptanonWrapper();
      } catch (error) {
        if (window.console) window.console.error('OptanonWrapper failed', error);
      }
    }
  }

  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }

  function button(label, className, onClick) {
    var node = element('button', { type: 'button', class: 'sf-consent__button ' + className, text: label });
    node.addEventListener('click', onClick);
    return node;
  }

  // The stylesheet beside this script (style attributes would need 'unsafe-inline' in the shop's CSP).
  var stylesheet = null;
  if (script && script.src) {
    stylesheet = element('link', { rel: 'stylesheet', href: new URL('banner.css', script.src).href });
    document.head.append(stylesheet);
  }

  /*
   * Calls back once the stylesheet has arrived (or failed to). Shown before, the
   * banner would sit unstyled at the top of the page and push it down by its
   * heading's margin, then jump away when the styles make it a fixed bar.
   */
  function whenStyled(callback) {
    if (!stylesheet || stylesheet.sheet) {
      callback();
      return;
    }
    var called = false;
    function once() {
      if (called) return;
      called = true;
      callback();
    }
    stylesheet.addEventListener('load', once);
    stylesheet.addEventListener('error', once);
  }

  var choice = readChoice();
  var returnFocus = null;

  var title = element('h2', { id: 'sf-consent-title', class: 'sf-consent__title', tabindex: '-1', text: 'Cookie-Einstellungen' });
  var intro = element('p', {
    id: 'sf-consent-text',
    text:
      'Wir verwenden Cookies, die für den Einkauf nötig sind. Mit Ihrer Zustimmung nutzen wir außerdem Cookies für Statistik, Marketing und die Auswahl passender Angebote. Ihre Entscheidung können Sie jederzeit in den Cookie-Einstellungen ändern.',
  });

  var checkboxes = {};
  var groupList = element('ul', { class: 'sf-consent__groups' }, [
    element('li', {}, [
      element('input', { type: 'checkbox', id: 'sf-consent-C0001', checked: '', disabled: '', 'aria-describedby': 'sf-consent-C0001-text' }),
      element('label', { for: 'sf-consent-C0001', text: 'Notwendig' }),
      element('p', { id: 'sf-consent-C0001-text', text: 'Für Anmeldung, Warenkorb und Sicherheit. Immer aktiv.' }),
    ]),
  ].concat(
    GROUPS.map(function (group) {
      var box = element('input', { type: 'checkbox', id: 'sf-consent-' + group.code, 'aria-describedby': 'sf-consent-' + group.code + '-text' });
      checkboxes[group.code] = box;
      return element('li', {}, [
        box,
        element('label', { for: 'sf-consent-' + group.code, text: group.name }),
        element('p', { id: 'sf-consent-' + group.code + '-text', text: group.text }),
      ]);
    }),
  ));
  var settings = element('div', { class: 'sf-consent__settings', id: 'sf-consent-settings' }, [groupList]);
  settings.hidden = true;

  var showSettings = button('Einstellungen anpassen', 'sf-consent__button--secondary', function () { openSettings(false); });
  showSettings.setAttribute('aria-expanded', 'false');
  showSettings.setAttribute('aria-controls', 'sf-consent-settings');
  var save = button('Auswahl speichern', 'sf-consent__button--secondary', function () {
    decide(GROUPS.map(function (group) { return group.code; }).filter(function (code) { return checkboxes[code].checked; }));
  });
  save.hidden = true;
  var close = button('Schließen', 'sf-consent__button--secondary', function () { hide(); });
  close.hidden = true;

  var dialog = element(
    'div',
    { class: 'sf-consent', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'sf-consent-title', 'aria-describedby': 'sf-consent-text' },
    [
      title,
      intro,
      settings,
      element('div', { class: 'sf-consent__actions' }, [
        // Accepting all and refusing all weigh the same: same size, same style.
        button('Alle akzeptieren', 'sf-consent__button--primary', function () { decide(GROUPS.map(function (group) { return group.code; })); }),
        button('Nur notwendige', 'sf-consent__button--primary', function () { decide([]); }),
        showSettings,
        save,
        close,
      ]),
    ],
  );
  dialog.hidden = true;
  dialog.addEventListener('keydown', function (event) {
    // Escape closes the dialog only once a choice exists; before, the banner stays.
    if (event.key === 'Escape' && choice !== null) {
      event.preventDefault();
      hide();
    }
  });

  function openSettings(moveFocus) {
    GROUPS.forEach(function (group) { checkboxes[group.code].checked = choice !== null && choice.indexOf(group.code) >= 0; });
    settings.hidden = false;
    save.hidden = false;
    showSettings.hidden = true;
    showSettings.setAttribute('aria-expanded', 'true');
    close.hidden = choice === null;
    if (dialog.hidden) {
      returnFocus = document.activeElement;
      dialog.hidden = false;
    }
    if (moveFocus) title.focus();
    else checkboxes[GROUPS[0].code].focus();
  }

  function hide() {
    dialog.hidden = true;
    settings.hidden = true;
    save.hidden = true;
    close.hidden = true;
    showSettings.hidden = false;
    showSettings.setAttribute('aria-expanded', 'false');
    if (returnFocus && typeof returnFocus.focus === 'function' && document.contains(returnFocus)) returnFocus.focus();
    returnFocus = null;
  }

  function decide(codes) {
    choice = codes;
    saveChoice(codes);
    hide();
    publish(codes);
  }

  window.OneTrust = {
    sfBanner: true,
    ToggleInfoDisplay: function () {
      if (!dialog.hidden && !settings.hidden) hide();
      else openSettings(true);
    },
  };

  // First in the page, so it is read and reached first; it covers nothing (not modal).
  document.body.prepend(dialog);
  if (choice === null) {
    whenStyled(function () {
      // Unless the shopper opened the settings meanwhile (the page's cookie link), or decided.
      if (choice === null && dialog.hidden) dialog.hidden = false;
    });
  }
  publish(choice || []);
})();
