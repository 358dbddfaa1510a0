import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CONSENT_GRANTED } from '@storefront/shared/platform/constants';
import { createEventBus } from '@storefront/shared/platform/events';
import type { ConsentState } from '@storefront/shared/platform/schemas';
import { CONSENT_RETURN_URL_PARAM, scheduleConsentRedirect } from './consent-redirect';
import { NOTHING_GRANTED, createShellConsent } from './consent-store';
import { consentFromActiveGroups, startConsentTool } from './consent-tool';

const TOOL = { consentToolId: 'tool-123', consentScriptUrl: '/consent/banner.js' };

function setup() {
  const events = createEventBus({ mode: 'development' });
  const published: ConsentState[] = [];
  events.subscribe('consent:changed', (state) => published.push(state));
  const navigation = { navigate: vi.fn() };
  const consent = createShellConsent(TOOL.consentToolId, events, vi.fn());
  return { consent, events, published, navigation };
}

const toolScript = () => document.head.querySelector<HTMLScriptElement>('script[data-domain-script]');

/** What the consent tool does once loaded, and after every decision of the shopper. */
function toolAnswers(activeGroups: string) {
  window.OnetrustActiveGroups = activeGroups;
  window.OptanonWrapper?.();
}

afterEach(() => {
  document.head.replaceChildren();
  delete window.OnetrustActiveGroups;
  delete window.OptanonWrapper;
  delete window.OneTrust;
  window.history.replaceState(null, '', '/');
});

describe('consent from the tool’s active groups', () => {
  it('reads C0002 as statistic, C0004 as marketing and C0007 as target group selection', () => {
    expect(consentFromActiveGroups(',C0001,C0002,')).toEqual({ marketing: false, statistic: true, targetGroupSelection: false });
    expect(consentFromActiveGroups('C0001,C0004,C0007')).toEqual({ marketing: true, statistic: false, targetGroupSelection: true });
    expect(consentFromActiveGroups(',C0001,C0002,C0004,C0007,')).toEqual(ALL_CONSENT_GRANTED);
  });

  it('grants nothing for an empty or missing string, or for look-alike codes', () => {
    expect(consentFromActiveGroups(undefined)).toEqual(NOTHING_GRANTED);
    expect(consentFromActiveGroups('')).toEqual(NOTHING_GRANTED);
    expect(consentFromActiveGroups(',C00021,XC0004,C000,')).toEqual(NOTHING_GRANTED);
  });
});

describe('the shell’s consent service', () => {
  it('grants every group at once without a consent tool id, and offers no settings', () => {
    const { events } = setup();
    const consent = createShellConsent(undefined, events, vi.fn());
    expect(consent.snapshot()).toEqual(ALL_CONSENT_GRANTED);
    expect(consent.openSettings).toBeUndefined();
  });

  it('grants nothing until the tool answers, then follows it; the snapshot stays the same object until consent changes', () => {
    const { events, navigation, published } = setup();
    const consent = createShellConsent(TOOL.consentToolId, events, vi.fn());
    const heard: ConsentState[] = [];
    consent.subscribe((state) => heard.push(state));
    expect(consent.snapshot()).toEqual(NOTHING_GRANTED);
    startConsentTool(TOOL, consent, events, navigation);
    const script = toolScript();
    expect(script?.getAttribute('src')).toBe('/consent/banner.js');
    expect(script?.dataset['domainScript']).toBe('tool-123');

    toolAnswers(',C0001,C0002,');
    const first = consent.snapshot();
    expect(first).toEqual({ marketing: false, statistic: true, targetGroupSelection: false });
    expect(consent.snapshot()).toBe(first);
    toolAnswers(',C0001,C0002,');
    expect(consent.snapshot()).toBe(first);
    toolAnswers(',C0001,C0002,C0004,');
    expect(consent.snapshot()).toEqual({ marketing: true, statistic: true, targetGroupSelection: false });
    expect(heard).toEqual([first, consent.snapshot()]);
    expect(published).toEqual(heard);
  });

  it('stops telling a listener that unsubscribed', () => {
    const { events, navigation } = setup();
    const consent = createShellConsent(TOOL.consentToolId, events, vi.fn());
    const listener = vi.fn();
    const unsubscribe = consent.subscribe(listener);
    startConsentTool(TOOL, consent, events, navigation);
    unsubscribe();
    toolAnswers(',C0002,');
    expect(listener).not.toHaveBeenCalled();
  });

  it('changes only through the consent tool: a consent:changed event from elsewhere on the bus grants nothing', () => {
    const { events } = setup();
    const consent = createShellConsent(TOOL.consentToolId, events, vi.fn());
    const heard: ConsentState[] = [];
    consent.subscribe((state) => heard.push(state));
    events.publish('consent:changed', ALL_CONSENT_GRANTED);
    expect(consent.snapshot()).toEqual(NOTHING_GRANTED);
    expect(heard).toEqual([]);
    consent.set(ALL_CONSENT_GRANTED);
    expect(consent.snapshot()).toEqual(ALL_CONSENT_GRANTED);
    expect(heard).toEqual([ALL_CONSENT_GRANTED]);
  });

  it('opens the tool’s settings', () => {
    const { events } = setup();
    const open = vi.fn();
    createShellConsent(TOOL.consentToolId, events, open).openSettings?.();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('grants every group when the tool’s script fails to load', () => {
    const { events, navigation, published } = setup();
    const consent = createShellConsent(TOOL.consentToolId, events, vi.fn());
    startConsentTool(TOOL, consent, events, navigation);
    toolScript()?.dispatchEvent(new Event('error'));
    expect(consent.snapshot()).toEqual(ALL_CONSENT_GRANTED);
    expect(published).toEqual([ALL_CONSENT_GRANTED]);
  });

  it('keeps the tool’s answer when a script error comes after it', () => {
    const { consent, events, navigation, published } = setup();
    startConsentTool(TOOL, consent, events, navigation);
    toolAnswers(',C0001,C0002,');
    toolScript()?.dispatchEvent(new Event('error'));
    expect(published).toEqual([{ marketing: false, statistic: true, targetGroupSelection: false }]);
  });

  it('grants every group when a tool id comes without a script URL', () => {
    const { consent, events, navigation, published } = setup();
    startConsentTool({ consentToolId: 'tool-123' }, consent, events, navigation);
    expect(toolScript()).toBeNull();
    expect(published).toEqual([ALL_CONSENT_GRANTED]);
  });

  it('lets a wrapper the page had before still run', () => {
    const { consent, events, navigation } = setup();
    const before = vi.fn();
    window.OptanonWrapper = before;
    startConsentTool(TOOL, consent, events, navigation);
    toolAnswers(',C0002,');
    expect(before).toHaveBeenCalledTimes(1);
  });
});

describe('the automatic redirect after consent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function openedWith(query: string) {
    window.history.replaceState(null, '', `/cookie-einstellungen${query}`);
  }

  it('scrolls to the top after 500 ms and redirects after 1500 ms once the shopper decided', () => {
    openedWith(`?${CONSENT_RETURN_URL_PARAM}=${encodeURIComponent('/rezepte/kaiserschmarrn?video=1#video')}`);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { consent, events, navigation } = setup();
    const notices: unknown[] = [];
    events.subscribe('notifications:show', (notice) => notices.push(notice));
    startConsentTool(TOOL, consent, events, navigation);
    toolAnswers(',C0001,');
    vi.advanceTimersByTime(2000);
    // The tool's load is not a decision: no redirect.
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();

    toolAnswers(',C0001,C0004,');
    vi.advanceTimersByTime(499);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    vi.advanceTimersByTime(999);
    expect(navigation.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/rezepte/kaiserschmarrn?video=1#video', { replace: true });
    expect(notices).toEqual([{ type: 'info', messageKey: 'consent.redirectNotice', durationMs: 1500 }]);
  });

  it('redirects after a decision that withholds consent too', () => {
    openedWith(`?${CONSENT_RETURN_URL_PARAM}=%2Frezepte`);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { consent, events, navigation } = setup();
    startConsentTool(TOOL, consent, events, navigation);
    toolAnswers(',C0001,C0002,');
    toolAnswers(',C0001,');
    vi.advanceTimersByTime(1500);
    expect(navigation.navigate).toHaveBeenCalledWith('/rezepte', { replace: true });
  });

  it('does nothing without the parameter, or with a target outside the shop', () => {
    const { events, navigation, published } = setup();
    const notices: unknown[] = [];
    events.subscribe('notifications:show', (notice) => notices.push(notice));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    for (const query of ['', '?returnUrl=%2Fkonto', `?${CONSENT_RETURN_URL_PARAM}=https%3A%2F%2Fevil.example`, `?${CONSENT_RETURN_URL_PARAM}=%2F%2Fevil.example`, `?${CONSENT_RETURN_URL_PARAM}=%2F%5Cevil.example`, `?${CONSENT_RETURN_URL_PARAM}=javascript%3Aalert(1)`]) {
      openedWith(query);
      expect(scheduleConsentRedirect(navigation, events)).toBe(false);
    }
    vi.advanceTimersByTime(2000);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    expect(published).toEqual([]);
  });

  it('does not redirect when the shopper moved on in the meantime', () => {
    openedWith(`?${CONSENT_RETURN_URL_PARAM}=%2Frezepte`);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { events, navigation } = setup();
    expect(scheduleConsentRedirect(navigation, events)).toBe(true);
    vi.advanceTimersByTime(600);
    window.history.pushState(null, '', '/warenkorb');
    vi.advanceTimersByTime(1000);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});
