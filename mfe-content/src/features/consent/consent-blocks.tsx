import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline, Heading } from '../blocks/heading';
import { isGranted, useConsentState } from './use-consent-state';
import * as blockStyles from '../blocks/blocks.module.css';

/**
 * The cookies of each consent group (necessary, statistic C0002, marketing
 * C0004, target group selection C0007) with whether the shopper's consent
 * allows them now, current through the shell's consent service.
 */
export function CookieListBlock({ block, fields }: BlockProps<'cookie-list'>) {
  const { t } = useServices().i18n;
  const consent = useConsentState();
  return (
    <div className={blockStyles.stack}>
      <BlockHeadline headline={block.headline} />
      {fields.groups.map((group) => {
        const granted = isGranted(consent, group.consentGroup);
        const status =
          group.consentGroup === 'necessary'
            ? t('content.cookies.alwaysActive')
            : granted
              ? t('content.cookies.active')
              : t('content.cookies.inactive');
        return (
          <section key={group.consentGroup} className={blockStyles.stack} aria-label={group.name}>
            <Heading level={3}>{group.name}</Heading>
            <p>
              <strong>{status}</strong>
              {group.description ? ` – ${group.description}` : ''}
            </p>
            {group.cookies.length > 0 && (
              <div className={blockStyles.tableScroll} role="region" aria-label={t('content.cookies.table', { group: group.name })} tabIndex={0}>
                <table className={blockStyles.table}>
                  <caption className={blockStyles.visuallyHidden}>{t('content.cookies.table', { group: group.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('content.cookies.name')}</th>
                      <th scope="col">{t('content.cookies.provider')}</th>
                      <th scope="col">{t('content.cookies.purpose')}</th>
                      <th scope="col">{t('content.cookies.duration')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.cookies.map((cookie) => (
                      <tr key={cookie.name}>
                        <th scope="row">{cookie.name}</th>
                        <td>{cookie.provider}</td>
                        <td>{cookie.purpose}</td>
                        <td>{cookie.duration}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * Opens the consent tool's settings (doc 1 §2), through the shell's consent
 * service. A shop without a consent tool offers no settings to open (every
 * group is granted, doc 1 §4): the button is then left out.
 */
export function CookieSettingsButtonBlock({ fields }: BlockProps<'cookie-settings-button'>) {
  const { consent } = useServices();
  const { openSettings } = consent;
  if (!openSettings) return null;
  return (
    <div>
      <Button variant="secondary" onClick={() => openSettings()}>
        {fields.label}
      </Button>
    </div>
  );
}
