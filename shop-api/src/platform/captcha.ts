/**
 * The seam for a captcha (doc 1 §7, doc 2 §7: sign-in, registration and the
 * account's other guessable calls carry the browser's answer in the query
 * `recaptchaResponse`). The browser asks reCAPTCHA v3 where the tenant's
 * component config has a site key (mfe-account `recaptcha.ts`); the server
 * hands the answer to a verifier before the call runs.
 *
 * This shop ships no verifier that calls a captcha provider (it runs without
 * the internet): `acceptingCaptcha` checks nothing and says so. A shop that
 * uses reCAPTCHA implements `CaptchaVerifier` with the provider's
 * `siteverify` call and its score threshold, and passes it to buildApp
 * (`captcha`). Until then the calls are protected by the attempt limits
 * (attempt-limits.ts), which hold with or without a captcha.
 */
export interface CaptchaVerifier {
  /**
   * `passed` and `not-checked` let the call run; `failed` refuses it with 400
   * `captchaFailed`. `answer` is undefined where the browser sent none (no site
   * key, or the captcha could not be reached: doc 1 §7 lets the call go on).
   */
  verify(answer: string | undefined, context: { readonly action: string; readonly tenant: string; readonly ip: string }): Promise<'passed' | 'failed' | 'not-checked'>;
}

/** Development and any shop without a captcha provider: every answer is let through, unchecked. */
export const acceptingCaptcha: CaptchaVerifier = {
  verify: async () => 'not-checked',
};
