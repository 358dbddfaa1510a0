/** Crawlers and link previewers (doc 1 §8: a bot's page error is logged, no error page is shown). */
const BOT_USER_AGENT = /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|mediapartners/i;

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}
