import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../../features/account-ui/account.module.css';
import { AddressBook } from '../../features/addresses/address-book';
import { OrdersSection } from '../../features/orders/orders';
import { useComponentConfig } from '../../features/component-config/use-component-config';
import { LoyaltySection } from '../../features/loyalty/loyalty-section';
import { NewsletterTopicsForm } from '../../features/newsletter/newsletter-topics-form';
import { PaymentMethods } from '../../features/payment-methods/payment-methods';
import { CommunicationSettingsForm } from '../../features/personal-data/communication-settings-form';
import { FavoriteStoreForm } from '../../features/personal-data/favorite-store-form';
import { PasswordChangeForm } from '../../features/personal-data/password-change-form';
import { PersonalDataForm } from '../../features/personal-data/personal-data-form';
import { isProfileSection, PROFILE_SECTIONS, PROFILE_SUB_PAGES, type ProfileSection } from '../../features/profile/profile-sections';
import { WalletSection } from '../../features/wallet/wallet';
import { useDropCustomerDataOnLogout } from '../../features/profile/use-customer-data';
import * as layout from './profile.module.css';

/** The `profile` component config (doc 1 §3): headline, the welcome and the sections' labels. */
const profileConfigSchema = z.object({
  headline: z.optional(z.string()),
  welcome: z.optional(z.string()),
  sections: z.optional(z.array(z.object({ id: z.string(), label: z.string() }))),
  newsletterTopics: z.optional(z.array(z.object({ id: z.string(), label: z.string() }))),
});

/**
 * The profile (route profile `/:slug?`, profile-sub `/:slug/:sub`, login
 * required, doc 1 §2): an overview of the account's pages and each page.
 * After a registration (from=registration) it welcomes the new customer.
 * An unknown page is the shell's not-found page.
 */
export function ProfilePage({ route }: MountProps) {
  useDropCustomerDataOnLogout();
  const { config: services, navigation, i18n } = useServices();
  const { t } = i18n;
  const { customer } = useSessionSnapshot();
  const { config } = useComponentConfig('profile', profileConfigSchema);
  const slug = route?.params['slug'] ?? '';
  const sub = route?.name === 'profile-sub' ? (route.params['sub'] ?? '') : '';

  // The wallet and the loyalty club are switched on per tenant (featureWallet, featureJoe).
  const available = PROFILE_SECTIONS.filter(
    (section) => (section !== 'geldboerse' || services.isEnabled('featureWallet')) && (section !== 'kundenclub' || services.isEnabled('featureJoe')),
  );
  const section = isProfileSection(slug) && available.includes(slug) ? slug : null;
  const unknown = (slug !== '' && section === null) || (sub !== '' && !(section && PROFILE_SUB_PAGES[section]?.includes(sub)));

  useEffect(() => {
    if (unknown) navigation.showError?.({ status: 404 });
  }, [unknown, navigation]);

  // The login guard keeps guests out; while the session is still being read there is nothing to show yet.
  if (!customer) return <Skeleton width="100%" height="20rem" />;
  if (unknown) return null;

  const label = (id: ProfileSection) => config.sections?.find((entry) => entry.id === id)?.label ?? t(`account.profile.section.${id}`);
  const fromRegistration = route?.query.get('from') === 'registration';
  const welcome = fromRegistration
    ? t('account.profile.welcomeNew', { firstName: customer.firstName })
    : (config.welcome ?? t('account.menu.greeting')).replace('{firstName}', customer.firstName);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{section ? label(section) : (config.headline ?? t('account.menu.profile'))}</h1>
      {!section && (
        <p role={fromRegistration ? 'status' : undefined} className={fromRegistration ? `${styles.notice} ${styles.success}` : styles.intro}>
          {welcome}
        </p>
      )}
      <div className={layout.layout}>
        <nav className={layout.nav} aria-label={config.headline ?? t('account.menu.profile')}>
          <ul>
            <li>
              <RouteLink to={{ name: 'profile' }} className={layout.navLink} aria-current={section ? undefined : 'page'}>
                {t('account.profile.overview')}
              </RouteLink>
            </li>
            {available.map((id) => (
              <li key={id}>
                <RouteLink to={{ name: 'profile', params: { slug: id } }} className={layout.navLink} aria-current={id === section ? 'page' : undefined}>
                  {label(id)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.stack}>
          {section === null && (
            <ul className={layout.tiles}>
              {available.map((id) => (
                <li key={id}>
                  <RouteLink to={{ name: 'profile', params: { slug: id } }} className={layout.tile}>
                    {label(id)}
                  </RouteLink>
                </li>
              ))}
            </ul>
          )}
          {section === 'persoenliche-daten' && (
            <>
              {sub === '' && <PersonalDataForm key={customer.id} customer={customer} />}
              {(sub === '' || sub === 'passwort') && <PasswordChangeForm />}
              {sub === '' && <FavoriteStoreForm key={customer.id} customer={customer} />}
            </>
          )}
          {section === 'bestellungen' && <OrdersSection />}
          {section === 'adressen' && <AddressBook />}
          {section === 'zahlungsarten' && <PaymentMethods />}
          {section === 'geldboerse' && <WalletSection />}
          {section === 'kundenclub' && <LoyaltySection />}
          {section === 'newsletter' && (
            <>
              <NewsletterTopicsForm key={customer.id} customer={customer} topics={config.newsletterTopics ?? []} />
              <CommunicationSettingsForm />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
