import type { ApiClient } from '@storefront/shared/platform/api';
import type { I18nService, NavigationService } from '@storefront/shared/platform/contracts';
import type { EventBus } from '@storefront/shared/platform/events';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';

/**
 * What the deferred services start from: given to createDeferredServices at boot and passed on to the lazy
 * chunk's startDeferredServices. A module of its own so that neither of the two imports the other for it.
 */
export interface DeferredServicesInput {
  readonly config: ClientRuntimeConfig;
  readonly events: EventBus;
  readonly navigation: Pick<NavigationService, 'navigate'>;
  readonly i18n: Pick<I18nService, 't'>;
  /** The shell's API client: its failures are tracked (payment and retail gateway errors). */
  readonly api: ApiClient;
}
