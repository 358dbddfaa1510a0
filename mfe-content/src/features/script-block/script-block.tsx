import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { useBlockEnvironment } from '../blocks/block-context';
import type { BlockProps } from '../blocks/block-list';
import { isGranted, useConsentState } from '../consent/use-consent-state';
import { currentOrigin } from '../safe-content/safe-url';
import { allowedScriptUrl, scriptHostAllowList } from './script-allow-list';

/**
 * A third-party script (a widget) placed by the content system. It runs only
 * when its host is on the tenant's allow-list (script-allow-list.ts) and only
 * after the consent group it needs is granted (default marketing, C0004);
 * until then nothing is requested. Inline code never runs: a block names a
 * source, never a body. With an integrity hash the browser checks the file.
 * The script gets an empty element of its own to render into.
 *
 * The shell's Content-Security-Policy allows scripts from 'self' only: a
 * third-party host needs its script-src entry too (see the README). The
 * allow-list here is enforced regardless of what the CSP would let through.
 */
export function ScriptBlock({ block, fields }: BlockProps<'script'>) {
  const { config } = useServices();
  const { report } = useBlockEnvironment();
  const consent = useConsentState();
  const container = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const url = useMemo(() => allowedScriptUrl(fields.src, scriptHostAllowList(config.tenant), currentOrigin()), [fields.src, config.tenant]);
  const granted = isGranted(consent, fields.consent);

  useEffect(() => {
    if (!url) report({ problem: 'script-not-allowed', blockType: 'script', blockId: block.id });
  }, [url, report, block.id]);

  useEffect(() => {
    const element = container.current;
    if (!url || !granted || started.current || !element) return;
    started.current = true;
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    if (fields.integrity) {
      script.integrity = fields.integrity;
      script.crossOrigin = 'anonymous';
    }
    for (const [name, value] of Object.entries(fields.dataAttributes ?? {})) script.setAttribute(name, value);
    element.append(script);
  }, [url, granted, fields.integrity, fields.dataAttributes]);

  return <div ref={container} data-script-block={block.id} />;
}
