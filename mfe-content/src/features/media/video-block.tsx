import type { CSSProperties } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline } from '../blocks/heading';
import { isThirdParty, safeMediaSrc } from '../safe-content/safe-url';
import { ExternalEmbed } from './external-embed';
import { iframeAllow, iframeSandbox } from './iframe-policy';
import * as styles from './media.module.css';

/** The players of the video hosts: YouTube's privacy-enhanced domain, Vimeo with do-not-track. */
function playerUrl(provider: 'youtube' | 'vimeo', videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video. A hosted one (YouTube, Vimeo) and a file on another site load only
 * after consent, behind a click-to-load placeholder; the player runs in a
 * sandboxed frame (scripts, but never with allow-same-origin). A file from the
 * shop's own origin plays in the native player and loads nothing before play.
 */
export function VideoBlock({ block, fields }: BlockProps<'video'>) {
  const { t } = useServices().i18n;
  const aspectRatio = fields.poster ? fields.poster.width / fields.poster.height : 16 / 9;
  const posterSrc = fields.poster ? safeMediaSrc(fields.poster.src) ?? undefined : undefined;

  let video;
  if (fields.provider === 'file') {
    const src = fields.src ? safeMediaSrc(fields.src, { allowDataImage: false }) : null;
    if (!src) return null;
    const player = () => (
      // Captions, when there are any, come with the file; the block has no track field.
      <video controls preload="none" poster={posterSrc} title={fields.title} aria-label={fields.title}>
        <source src={src} />
        {t('content.video.unsupported')}
      </video>
    );
    video = isThirdParty(src) ? (
      <ExternalEmbed provider={new URL(src).host} title={fields.title} size={{ aspectRatio }} poster={fields.poster}>
        {player}
      </ExternalEmbed>
    ) : (
      <div className={styles.embed} style={{ '--sf-embed-ratio': String(aspectRatio) } as CSSProperties}>
        {player()}
      </div>
    );
  } else {
    const src = playerUrl(fields.provider, fields.videoId ?? '');
    video = (
      <ExternalEmbed provider={PROVIDER_NAMES[fields.provider]} title={fields.title} size={{ aspectRatio }} poster={fields.poster}>
        {() => (
          <iframe
            src={src}
            title={fields.title}
            sandbox={iframeSandbox(['allow-scripts', 'allow-presentation', 'allow-popups'])}
            allow={iframeAllow(['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media'])}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </ExternalEmbed>
    );
  }
  return (
    <div className={styles.figure}>
      <BlockHeadline headline={block.headline} />
      {video}
    </div>
  );
}
