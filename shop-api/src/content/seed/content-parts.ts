import type { ContentBlock } from '@storefront/shared/platform/schemas';
import type { ContentAudience, ContentBlockType } from '@storefront/shared/content';

/*
 * What the seeded content pages are made of (content.ts, the shared pages;
 * content-biogarten.ts, Biogarten's own): the pictures, drawn as inline SVG
 * data URLs with their intrinsic size (the shell's Content-Security-Policy
 * allows images from the shop's own origin and data: only), and the blocks.
 */

export function svgImage(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const svg = (body: string, background: string) =>
  svgImage(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="${background}"/>${body}</svg>`);

export const icon = (body: string) =>
  svgImage(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="#e8f5ec"/>${body}</svg>`);

export const vegetableBasket = svg(
  '<path d="M60 90h200l-24 54H84z" fill="#b7791f"/>' +
    '<circle cx="110" cy="78" r="22" fill="#d62828"/>' +
    '<circle cx="160" cy="70" r="26" fill="#f4a261"/>' +
    '<circle cx="210" cy="80" r="20" fill="#2a9d8f"/>' +
    '<path d="M150 44c6-14 16-20 28-20-4 12-12 18-28 20z" fill="#1a7f37"/>',
  '#e8f5ec',
);

export const deliveryVan = svg(
  '<rect x="40" y="50" width="160" height="70" rx="8" fill="#1a7f37"/>' +
    '<path d="M200 70h50l30 30v20h-80z" fill="#2f9e50"/>' +
    '<circle cx="90" cy="124" r="16" fill="#333"/>' +
    '<circle cx="240" cy="124" r="16" fill="#333"/>',
  '#f1f8f3',
);

export const storeFront = svg(
  '<rect x="50" y="60" width="220" height="90" fill="#ffffff" stroke="#1a7f37" stroke-width="4"/>' +
    '<path d="M40 60l20-30h200l20 30z" fill="#1a7f37"/>' +
    '<rect x="140" y="95" width="40" height="55" fill="#2f9e50"/>' +
    '<rect x="70" y="85" width="50" height="35" fill="#cde8d5"/><rect x="200" y="85" width="50" height="35" fill="#cde8d5"/>',
  '#f6f8fa',
);

export const bakery = svg(
  '<ellipse cx="110" cy="100" rx="60" ry="28" fill="#c68642"/>' +
    '<ellipse cx="215" cy="105" rx="45" ry="22" fill="#a0522d"/>' +
    '<path d="M70 95q40-20 80 0M180 100q35-16 70 0" stroke="#8b4513" stroke-width="4" fill="none"/>',
  '#fdf3e7',
);

export const pastaDish = svg(
  '<ellipse cx="160" cy="95" rx="110" ry="45" fill="#ffffff" stroke="#d0d7de" stroke-width="4"/>' +
    '<ellipse cx="160" cy="92" rx="70" ry="28" fill="#f4d35e"/>' +
    '<circle cx="140" cy="85" r="12" fill="#d62828"/><circle cx="178" cy="92" r="10" fill="#d62828"/>' +
    '<path d="M160 70c8-10 18-12 26-8-8 8-16 10-26 8z" fill="#1a7f37"/>',
  '#fff8e6',
);

export const porridge = svg(
  '<path d="M90 80h140l-18 50h-104z" fill="#ffffff" stroke="#d0d7de" stroke-width="4"/>' +
    '<ellipse cx="160" cy="80" rx="70" ry="14" fill="#f1e3c8"/>' +
    '<circle cx="140" cy="76" r="8" fill="#d62828"/><circle cx="170" cy="78" r="7" fill="#7cb518"/>',
  '#fdf6ec',
);

export const leaflet = svg(
  '<rect x="100" y="15" width="120" height="130" fill="#ffffff" stroke="#1a7f37" stroke-width="4"/>' +
    '<rect x="115" y="30" width="90" height="20" fill="#1a7f37"/>' +
    '<rect x="115" y="60" width="40" height="30" fill="#d62828"/><rect x="165" y="60" width="40" height="30" fill="#f4a261"/>' +
    '<rect x="115" y="100" width="90" height="8" fill="#d0d7de"/><rect x="115" y="115" width="60" height="8" fill="#d0d7de"/>',
  '#f1f8f3',
);

/** A club card with the club's mark and points: the club's blocks on the start page. */
export const clubCard = svg(
  '<rect x="70" y="28" width="180" height="108" rx="12" fill="#ffd100"/>' +
    '<rect x="70" y="52" width="180" height="14" fill="#1b1f24" opacity="0.85"/>' +
    '<text x="92" y="110" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#1b1f24">jö</text>' +
    '<circle cx="214" cy="104" r="16" fill="#1a7f37"/><path d="M206 104l6 6 10-12" stroke="#ffffff" stroke-width="4" fill="none"/>',
  '#fff8d6',
);

/** A customer card with a shopping bag: the blocks that invite a guest to open an account. */
export const customerAccount = svg(
  '<rect x="64" y="36" width="120" height="96" rx="10" fill="#ffffff" stroke="#1a7f37" stroke-width="4"/>' +
    '<circle cx="124" cy="70" r="16" fill="#cde8d5"/><path d="M96 116c4-16 16-24 28-24s24 8 28 24z" fill="#cde8d5"/>' +
    '<path d="M196 70h64l-8 66h-48z" fill="#1a7f37"/><path d="M212 70c0-16 8-24 16-24s16 8 16 24" stroke="#1a7f37" stroke-width="5" fill="none"/>',
  '#f1f8f3',
);

export const clockIcon = icon('<circle cx="24" cy="24" r="13" fill="none" stroke="#1a7f37" stroke-width="3"/><path d="M24 16v9l6 4" stroke="#1a7f37" stroke-width="3" fill="none"/>');
export const leafIcon = icon('<path d="M14 34c0-14 10-22 22-22 0 14-8 22-22 22zM14 34l12-12" stroke="#1a7f37" stroke-width="3" fill="#cde8d5"/>');
export const basketIcon = icon('<path d="M12 22h24l-4 14H16z" fill="#1a7f37"/><path d="M18 22l6-9 6 9" stroke="#1a7f37" stroke-width="3" fill="none"/>');

export const image = (src: string, alt: string, caption?: string, width = 320, height = 160) => ({
  src,
  alt,
  width,
  height,
  ...(caption !== undefined ? { caption } : {}),
});
export const iconImage = (src: string) => image(src, '', undefined, 48, 48);

export function block(
  id: string,
  type: ContentBlockType,
  fields: Record<string, unknown>,
  headline?: string,
  children: ContentBlock[] = [],
): ContentBlock {
  return { id, type, ...(headline !== undefined ? { headline } : {}), fields, children };
}

/** The block, for these visitors only; the shop API leaves it out for everyone else. */
export function forAudience(audience: ContentAudience[], content: ContentBlock): ContentBlock {
  return { ...content, audience };
}

/** The newsletter texts of doc 1 §3, in the logged-in and the anonymous variant. */
export const newsletterTexts = {
  beforeContent: {
    loggedIn: 'Jeden Donnerstag die neuen Angebote und ein saisonales Rezept – direkt an die E-Mail-Adresse Ihres Kundenkontos.',
    anonymous: 'Jeden Donnerstag die neuen Angebote und ein saisonales Rezept in Ihrem Postfach. Abmelden geht jederzeit.',
  },
  confirmSuccess: {
    loggedIn: 'Ihre Anmeldung ist bestätigt: Sie erhalten unseren Newsletter ab der nächsten Ausgabe.',
    anonymous: 'Vielen Dank, Ihre Anmeldung ist bestätigt. Der nächste Newsletter kommt am Donnerstag.',
  },
  confirmError: {
    loggedIn: 'Der Bestätigungslink ist abgelaufen. Bitte melden Sie sich noch einmal für den Newsletter an.',
    anonymous: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich noch einmal an.',
  },
  subscribeSuccess: {
    loggedIn: 'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie die Anmeldung über den Link darin.',
    anonymous: 'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
  },
  subscribeError: {
    loggedIn: 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    anonymous: 'Die Anmeldung hat leider nicht geklappt. Bitte prüfen Sie Ihre E-Mail-Adresse und versuchen Sie es erneut.',
  },
};

export const faq = (id: string, question: string, answer: string) => block(id, 'text', { text: answer }, question);
