import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline } from '../blocks/heading';
import { isThirdParty, safeMediaSrc } from '../safe-content/safe-url';
import { ExternalEmbed } from './external-embed';
import { iframeAllow, iframeSandbox } from './iframe-policy';
import * as styles from './media.module.css';

/**
 * A framed page (a map, a job portal). Always sandboxed (see iframe-policy.ts:
 * never allow-scripts with allow-same-origin); a frame from another site loads
 * only after consent, behind a click-to-load placeholder of its height. Only
 * http(s) sources; the frame lazy-loads below the fold.
 */
export function IframeBlock({ block, fields }: BlockProps<'iframe'>) {
  const src = safeMediaSrc(fields.src, { allowDataImage: false });
  if (!src) return null;
  const frame = () => (
    <iframe
      className={styles.frame}
      src={src}
      title={fields.title}
      height={fields.height}
      sandbox={iframeSandbox(fields.sandbox)}
      allow={iframeAllow(fields.allow)}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
  return (
    <div className={styles.figure}>
      <BlockHeadline headline={block.headline} />
      {isThirdParty(src) ? (
        <ExternalEmbed provider={new URL(src).host} title={fields.title} size={{ height: fields.height }}>
          {frame}
        </ExternalEmbed>
      ) : (
        frame()
      )}
    </div>
  );
}
