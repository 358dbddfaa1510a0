import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ContentImage as ContentImageFields } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { useConsentState } from '../consent/use-consent-state';
import { ContentImage } from './content-image';
import * as styles from './media.module.css';

export interface ExternalEmbedProps {
  /** Who serves the content ("YouTube", "www.openstreetmap.org"). */
  readonly provider: string;
  readonly title: string;
  /** The box the embed takes, and its placeholder with it: width / height, or a height in px. */
  readonly size: { readonly aspectRatio: number } | { readonly height: number };
  readonly poster?: ContentImageFields | undefined;
  /** The embed itself, rendered only after the shopper asked for it. */
  readonly children: () => ReactNode;
}

/**
 * Content from a third party (a video, a map) loads only after consent, with a
 * click-to-load placeholder before it (doc 1 §3 consent groups): until the
 * shopper presses the button nothing is requested from the provider. The
 * placeholder has the embed's size, so nothing shifts when it loads. The
 * button is the consent for this one embed; without marketing consent
 * (C0004) the placeholder says what is sent to whom. After loading, focus
 * moves into the embed's box, so a keyboard user goes on from there.
 */
export function ExternalEmbed({ provider, title, size, poster, children }: ExternalEmbedProps) {
  const { t } = useServices().i18n;
  const consent = useConsentState();
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (loaded) box.current?.querySelector<HTMLElement>('iframe, video')?.focus();
  }, [loaded]);

  return (
    <div
      ref={box}
      className={styles.embed}
      style={'height' in size ? { height: size.height } : ({ '--sf-embed-ratio': String(size.aspectRatio) } as CSSProperties)}
    >
      {loaded ? (
        children()
      ) : (
        <div className={styles.placeholder}>
          {poster && <ContentImage image={{ ...poster, alt: '' }} className={styles.placeholderPoster} lazy />}
          <p>
            <strong>{title}</strong>
          </p>
          <p>{consent.marketing ? t('content.embed.hint', { provider }) : t('content.embed.consentHint', { provider })}</p>
          <Button onClick={() => setLoaded(true)}>{t('content.embed.load', { provider })}</Button>
        </div>
      )}
    </div>
  );
}
