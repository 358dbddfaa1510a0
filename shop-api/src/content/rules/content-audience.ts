import type { ContentAudience, ContentPage } from '@storefront/shared/content';
import type { ContentBlock } from '@storefront/shared/platform/schemas';

/*
 * Content by login state: a content page and each of its blocks may
 * name the audiences it is for: not logged in, logged in and a loyalty (joe)
 * member, logged in and not a member. The rule is applied here, in the shop
 * API, and not in the browser: only the shop API knows the visitor's session
 * and whether the customer is a club member, and content for members must not
 * be sent to anyone else, where hiding it would only be a matter of the page's
 * script. The answers then depend on who asks, so the content page call is
 * never kept by a shared cache (routes/content.ts).
 */

/**
 * Who asks for content. `loggedInWithoutClub` is a customer of a shop that has
 * no loyalty club (featureJoe off): nobody there is a member, and nobody is a
 * non-member in the club's sense either.
 */
export type ContentVisitor = ContentAudience | 'loggedInWithoutClub';

/**
 * The visitor of a request: its session's customer (undefined without a live
 * session), and whether the shop has the club. Membership is asked only where
 * it can matter.
 */
export function contentVisitor(customerId: string | undefined, isClubMember: (customerId: string) => boolean, shopHasClub: boolean): ContentVisitor {
  if (customerId === undefined) return 'notLoggedIn';
  if (!shopHasClub) return 'loggedInWithoutClub';
  return isClubMember(customerId) ? 'loggedInJoeMember' : 'loggedInNotJoeMember';
}

const LOGGED_IN: readonly ContentAudience[] = ['loggedInJoeMember', 'loggedInNotJoeMember'];

/**
 * Whether content with this audience is for the visitor; without an audience
 * it is for everyone. On a shop without the club, a customer gets what is for
 * every logged-in customer (members and non-members alike) and nothing that
 * tells the two apart: content for members only, or for non-members only
 * ("join the club"), is about a club that shop does not have.
 */
export function isForVisitor(audience: readonly ContentAudience[] | undefined, visitor: ContentVisitor): boolean {
  if (audience === undefined) return true;
  if (visitor === 'loggedInWithoutClub') return LOGGED_IN.every((loggedIn) => audience.includes(loggedIn));
  return audience.includes(visitor);
}

/** The blocks for the visitor: a block not for them is left out with everything inside it. */
function blocksForVisitor(blocks: readonly ContentBlock[], visitor: ContentVisitor): ContentBlock[] {
  return blocks
    .filter((block) => isForVisitor(block.audience, visitor))
    .map((block) => (block.children.length === 0 ? block : { ...block, children: blocksForVisitor(block.children, visitor) }));
}

/** The page as the visitor may see it: without the blocks that are not for them. */
export function pageForVisitor(page: ContentPage, visitor: ContentVisitor): ContentPage {
  return { ...page, blocks: blocksForVisitor(page.blocks, visitor) };
}

/**
 * What a visitor gets of a page:
 * - `open`: the page is for them;
 * - `loginRequired`: nobody is logged in, and a customer may see it (a guest on a members' page is asked to log in);
 * - `membersOnly`: the customer is no club member and the page is for members (they are shown the way into the club);
 * - `notFound`: nothing the visitor can do opens it (a guests' page for a customer, a members' page where there
 *   is no club): for them the page does not exist, and the not-found page shows the ways on.
 */
export type PageAccess = 'open' | 'loginRequired' | 'membersOnly' | 'notFound';

export function pageAccess(page: ContentPage, visitor: ContentVisitor, shopHasClub: boolean): PageAccess {
  if (isForVisitor(page.audience, visitor)) return 'open';
  const audience = page.audience ?? [];
  if (visitor === 'notLoggedIn') {
    const someCustomer = shopHasClub ? LOGGED_IN.some((loggedIn) => audience.includes(loggedIn)) : isForVisitor(audience, 'loggedInWithoutClub');
    return someCustomer ? 'loginRequired' : 'notFound';
  }
  if (visitor === 'loggedInNotJoeMember' && audience.includes('loggedInJoeMember')) return 'membersOnly';
  return 'notFound';
}
