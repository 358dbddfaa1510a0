/*
 * reCAPTCHA v3 for the login and the registration (doc 1 §7, doc 2 §7: the
 * answer travels in the query `recaptchaResponse`). The site key comes from the
 * page's component config (`recaptchaSiteKey`); a tenant without one runs
 * without a captcha and the parameter is left out. The script is loaded only
 * when a form is sent, never on a page view.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';
/** A captcha that does not answer in time does not block the shopper: the server decides without it. */
const TIMEOUT_MS = 8000;

let loading: Promise<Grecaptcha | undefined> | undefined;

function loadScript(siteKey: string): Promise<Grecaptcha | undefined> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve(window.grecaptcha);
    script.onerror = () => {
      loading = undefined;
      resolve(undefined);
    };
    document.head.append(script);
  });
  return loading;
}

/** The reCAPTCHA answer for `action`, or undefined without a site key or when the captcha cannot be reached. */
export async function recaptchaResponse(siteKey: string | undefined, action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), TIMEOUT_MS));
  const token = (async () => {
    const grecaptcha = await loadScript(siteKey);
    if (!grecaptcha) return undefined;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(siteKey, { action });
  })().catch(() => undefined);
  return Promise.race([token, timeout]);
}
