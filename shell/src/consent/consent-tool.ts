import { ALL_CONSENT_GRANTED, CONSENT_CODES } from '@storefront/shared/platform/constants';
import type { NavigationService } from '@storefront/shared/platform/contracts';
import type { EventBus } from '@storefront/shared/platform/events';
import type { ClientRuntimeConfig, ConsentState } from '@storefront/shared/platform/schemas';
import { scheduleConsentRedirect } from './consent-redirect';
import type { ShellConsent } from './consent-store';

/**
 * The globals of the widely used consent tool API this adapter speaks (and the
 * backend's first-party banner implements): the active groups as a
 * comma-separated string (`,C0001,C0002,`), a wrapper callback the tool calls
 * once loaded and after every change, and a call that opens its settings.
 */
declare global {
  interface Window {
    OnetrustActiveGroups?: string;
    OptanonWrapper?: () => void;
    OneTrust?: { ToggleInfoDisplay?: () => void };
  }
}

/** The consent state from the tool's active groups: C0002 statistic, C0004 marketing, C0007 target group selection (doc 1 §3, §9). */
export function consentFromActiveGroups(activeGroups: string | undefined): ConsentState {
  const active = new Set((activeGroups ?? '').split(',').map((group) => group.trim()));
  return {
    marketing: active.has(CONSENT_CODES.marketing),
    statistic: active.has(CONSENT_CODES.statistic),
    targetGroupSelection: active.has(CONSENT_CODES.targetGroupSelection),
  };
}


/**
 * Loads the consent tool's script (with its id as `data-domain-script`) and
 * follows its wrapper callback. If the script fails to load, every group is
 * granted (doc 1 §4). The first callback is the tool's load (the stored choice);
 * every later one is the shopper's decision, which may carry a redirect. A
 * state equal to the current one publishes nothing.
 */
export function startConsentTool(
  { consentToolId, consentScriptUrl }: Pick<ClientRuntimeConfig, 'consentToolId' | 'consentScriptUrl'>,
  consent: Pick<ShellConsent, 'set'>,
  events: EventBus,
  navigation: Pick<NavigationService, 'navigate'>,
): void {
  let answered = false;
  // The consent service publishes consent:changed, and nothing when the state is the same.
  const set = (state: ConsentState) => consent.set(state);
  const toolWrapper = window.OptanonWrapper;
  window.OptanonWrapper = () => {
    toolWrapper?.();
    const state = consentFromActiveGroups(window.OnetrustActiveGroups);
    const decided = answered;
    answered = true;
    set(state);
    if (decided) scheduleConsentRedirect(navigation, events);
  };

  const failed = () => {
    if (answered) return;
    answered = true;
    set(ALL_CONSENT_GRANTED);
  };
  if (!consentToolId || !consentScriptUrl) {
    failed();
    return;
  }
  const script = document.createElement('script');
  script.src = consentScriptUrl;
  script.async = true;
  script.dataset['domainScript'] = consentToolId;
  script.addEventListener('error', failed);
  document.head.append(script);
}
