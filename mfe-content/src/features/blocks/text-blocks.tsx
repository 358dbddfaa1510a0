import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink, VisuallyHidden } from '@storefront/shared/platform/ui';
import { ContentImage } from '../media/content-image';
import { SafeLink } from '../safe-content/safe-link';
import { SanitizedHtml } from '../safe-content/sanitized-html';
import { BlockList, type BlockProps } from './block-list';
import { BlockHeadline } from './heading';
import * as styles from './blocks.module.css';

/** Plain text as paragraphs (a blank line starts a new one); text is text, never HTML. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** Text: plain paragraphs, or rich text (HTML) after sanitizing. */
export function TextBlock({ block, fields }: BlockProps<'text'>) {
  return (
    <div className={styles.prose}>
      <BlockHeadline headline={block.headline} />
      {fields.text && <Paragraphs text={fields.text} />}
      {fields.html && <SanitizedHtml html={fields.html} />}
    </div>
  );
}

/** Custom HTML of an editor: sanitized like rich text (no script, no handlers, no script URLs). */
export function CustomHtmlBlock({ block, fields }: BlockProps<'custom-html'>) {
  return (
    <div className={styles.prose}>
      <BlockHeadline headline={block.headline} />
      <SanitizedHtml html={fields.html} />
    </div>
  );
}

/** A data table: column headers, a caption, and scrolling sideways on small screens without hiding cells. */
export function TableBlock({ block, fields }: BlockProps<'table'>) {
  const caption = fields.caption ?? block.headline;
  return (
    // A scrolling region is reachable by keyboard (tabIndex) and named by the table's caption.
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {fields.head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fields.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A notice for the shopper (info, success, warning, error). Static content: a note, not a live alert. */
export function UserMessageBlock({ block, fields }: BlockProps<'user-message'>) {
  const { t } = useServices().i18n;
  return (
    <div role="note" className={`${styles.message} ${styles[fields.severity] ?? ''}`}>
      <VisuallyHidden>{t(`content.userMessage.${fields.severity}`)}: </VisuallyHidden>
      {block.headline && <strong>{block.headline} </strong>}
      {fields.text}
    </div>
  );
}

/** A call to action: a link that looks like a button. */
export function ButtonBlock({ fields }: BlockProps<'button'>) {
  return (
    <SafeLink href={fields.href} className={`${styles.linkButton} ${styles[fields.variant ?? 'primary'] ?? ''}`}>
      {fields.label}
    </SafeLink>
  );
}

/** One advantage of the shop ("Lieferung am selben Tag"): an icon, a heading, a sentence. */
export function FeatureBlock({ block, fields }: BlockProps<'feature'>) {
  return (
    <div className={styles.feature}>
      {fields.icon ? <ContentImage image={{ ...fields.icon, alt: '' }} /> : <span />}
      <div>
        <BlockHeadline headline={block.headline} />
        <p>{fields.text}</p>
        {fields.link && <SafeLink href={fields.link.href}>{fields.link.label}</SafeLink>}
      </div>
    </div>
  );
}

/**
 * One option among several the shopper chooses from (delivery or pick-up, a
 * delivery pass plan): a card with a badge, picture, bullet points and an action.
 */
export function OptionBlock({ block, fields }: BlockProps<'option'>) {
  return (
    <div className={styles.card}>
      {fields.badge && <span className={styles.badge}>{fields.badge}</span>}
      {fields.image && <ContentImage image={fields.image} />}
      <BlockHeadline headline={block.headline} />
      {fields.text && <p>{fields.text}</p>}
      {fields.bullets && fields.bullets.length > 0 && (
        <ul>
          {fields.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      )}
      {fields.link && (
        <SafeLink href={fields.link.href} className={`${styles.linkButton} ${styles.secondary}`}>
          {fields.link.label}
        </SafeLink>
      )}
    </div>
  );
}

function formatDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A publication to download (the weekly leaflet, a brochure): cover, validity and the file with its size. */
export function PublicationBlock({ block, fields }: BlockProps<'publication'>) {
  const { i18n } = useServices();
  const { t } = i18n;
  const validity =
    fields.validFrom && fields.validTo
      ? t('content.publication.validFromTo', { from: formatDate(fields.validFrom, i18n.locale), to: formatDate(fields.validTo, i18n.locale) })
      : fields.validTo
        ? t('content.publication.validTo', { to: formatDate(fields.validTo, i18n.locale) })
        : undefined;
  const size =
    fields.fileSizeBytes !== undefined ? i18n.formatNumber(Math.max(0.1, Math.round(fields.fileSizeBytes / 100_000) / 10)) : undefined;
  return (
    <div className={styles.card}>
      {fields.cover && <ContentImage image={fields.cover} />}
      <BlockHeadline headline={block.headline} />
      {validity && <p>{validity}</p>}
      {fields.text && <p>{fields.text}</p>}
      <SafeLink href={fields.fileUrl} className={`${styles.linkButton} ${styles.primary}`}>
        {size ? t('content.publication.downloadWithSize', { size }) : t('content.publication.download')}
      </SafeLink>
    </div>
  );
}

/** A teaser: picture, heading, text and a link onwards. */
export function TeaserBlock({ block, fields }: BlockProps<'teaser'>) {
  return (
    <div className={styles.teaser}>
      {fields.image && <ContentImage image={fields.image} />}
      <div className={styles.teaserText}>
        <BlockHeadline headline={block.headline} />
        {fields.text && <p>{fields.text}</p>}
        {fields.link && (
          <SafeLink href={fields.link.href} className={`${styles.linkButton} ${styles.primary}`}>
            {fields.link.label}
          </SafeLink>
        )}
      </div>
    </div>
  );
}

const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  x: 'X',
  whatsapp: 'WhatsApp',
};

/** Links to the shop's social media profiles, as text: no third-party widget or icon is loaded. */
export function SocialFollowBlock({ block, fields }: BlockProps<'social-follow'>) {
  const { t } = useServices().i18n;
  const label = block.headline ?? t('content.socialFollow.label');
  return (
    <nav aria-label={label} className={styles.stack}>
      <BlockHeadline headline={block.headline} />
      <ul className={styles.inlineList}>
        {fields.networks.map(({ network, url }) => (
          <li key={network}>
            <SafeLink href={url}>{NETWORK_NAMES[network] ?? network}</SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How to reach the shop: address, phone, e-mail and opening hours. */
export function ContactBlock({ block, fields }: BlockProps<'contact'>) {
  const { t } = useServices().i18n;
  const phoneHref = fields.phone ? `tel:${fields.phone.replace(/[^+\d]/g, '')}` : undefined;
  return (
    <div className={styles.card}>
      <BlockHeadline headline={block.headline} />
      {fields.text && <p>{fields.text}</p>}
      <address className={styles.address}>
        {fields.name && <strong>{fields.name}</strong>}
        {fields.street && <span>{fields.street}</span>}
        {(fields.zip || fields.city) && <span>{[fields.zip, fields.city].filter(Boolean).join(' ')}</span>}
        {fields.phone && phoneHref && (
          <span>
            {t('content.contact.phone')}: <SafeLink href={phoneHref}>{fields.phone}</SafeLink>
          </span>
        )}
        {fields.email && (
          <span>
            {t('content.contact.email')}: <SafeLink href={`mailto:${fields.email}`}>{fields.email}</SafeLink>
          </span>
        )}
      </address>
      {fields.openingHours && fields.openingHours.length > 0 && (
        <>
          <strong>{t('content.contact.openingHours')}</strong>
          <dl className={styles.hours}>
            {fields.openingHours.map(({ days, hours }) => (
              <div key={days} style={{ display: 'contents' }}>
                <dt>{days}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}

/**
 * The content around the recipe search (the catalogue's recipe search block
 * does the searching): an introduction, popular searches that lead to the
 * recipes page, and any blocks placed inside.
 */
export function RecipeSearchContentBlock({ block, fields }: BlockProps<'recipe-search-content'>) {
  const { t } = useServices().i18n;
  return (
    <div className={styles.stack}>
      <BlockHeadline headline={block.headline} />
      {fields.text && <p>{fields.text}</p>}
      {fields.searchTerms && fields.searchTerms.length > 0 && (
        <nav aria-label={t('content.recipeSearch.popular')}>
          <p>{t('content.recipeSearch.popular')}</p>
          <ul className={styles.inlineList}>
            {fields.searchTerms.map((term) => (
              <li key={term}>
                <RouteLink to={{ name: 'recipes', query: { q: term } }} prefetch={false}>
                  {term}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <BlockList blocks={block.children} />
    </div>
  );
}
