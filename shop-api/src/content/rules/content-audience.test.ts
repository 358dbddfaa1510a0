import { describe, expect, it } from 'vitest';
import { CONTENT_AUDIENCES, type ContentAudience, type ContentPage } from '@storefront/shared/content';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { contentVisitor, isForVisitor, pageAccess, pageForVisitor, type ContentVisitor } from './content-audience';

const block = (id: string, audience?: ContentAudience[], children: ContentBlock[] = []): ContentBlock => ({
  id,
  type: 'text',
  fields: { text: id },
  ...(audience ? { audience } : {}),
  children,
});
const page = (blocks: ContentBlock[], audience?: ContentAudience[]): ContentPage => ({
  slug: 'seite',
  config: { name: 'seite' },
  ...(audience ? { audience } : {}),
  blocks,
});
const ids = (blocks: readonly ContentBlock[]): string[] => blocks.flatMap((entry) => [entry.id, ...ids(entry.children)]);

const GUEST = contentVisitor(undefined, () => false, true);
const MEMBER = contentVisitor('c-1', () => true, true);
const NON_MEMBER = contentVisitor('c-2', () => false, true);
/** A customer of a shop without the loyalty club, even one the club's table lists. */
const WITHOUT_CLUB = contentVisitor('c-1', () => true, false);
const VISITORS: readonly ContentVisitor[] = [GUEST, MEMBER, NON_MEMBER, WITHOUT_CLUB];

describe('who a visitor is for content by login state (doc 2 §6)', () => {
  it('is not logged in without a customer, a member or not on a shop with the club, and neither without one', () => {
    expect(GUEST).toBe('notLoggedIn');
    expect(MEMBER).toBe('loggedInJoeMember');
    expect(NON_MEMBER).toBe('loggedInNotJoeMember');
    expect(WITHOUT_CLUB).toBe('loggedInWithoutClub');
  });

  it('asks about membership only for a logged-in customer of a shop with the club', () => {
    const asked: string[] = [];
    const member = (id: string) => (asked.push(id), true);
    contentVisitor(undefined, member, true);
    contentVisitor('c-9', member, false);
    expect(asked).toEqual([]);
    contentVisitor('c-9', member, true);
    expect(asked).toEqual(['c-9']);
  });
});

describe('which content is for whom', () => {
  it('gives content without an audience to everyone, and content with one to the visitors it names', () => {
    for (const visitor of VISITORS) expect(isForVisitor(undefined, visitor)).toBe(true);
    expect(isForVisitor(['notLoggedIn'], GUEST)).toBe(true);
    expect(isForVisitor(['notLoggedIn'], MEMBER)).toBe(false);
    expect(isForVisitor(['loggedInJoeMember'], MEMBER)).toBe(true);
    expect(isForVisitor(['loggedInJoeMember'], NON_MEMBER)).toBe(false);
    expect(isForVisitor(['loggedInNotJoeMember'], NON_MEMBER)).toBe(true);
    expect(isForVisitor(['loggedInNotJoeMember'], MEMBER)).toBe(false);
  });

  it('without the club, gives a customer what is for every logged-in customer, never what tells members from non-members', () => {
    expect(isForVisitor(['loggedInJoeMember', 'loggedInNotJoeMember'], WITHOUT_CLUB)).toBe(true);
    expect(isForVisitor(['loggedInJoeMember'], WITHOUT_CLUB)).toBe(false);
    expect(isForVisitor(['loggedInNotJoeMember'], WITHOUT_CLUB)).toBe(false);
    expect(isForVisitor(['notLoggedIn', 'loggedInNotJoeMember'], WITHOUT_CLUB)).toBe(false);
    expect(isForVisitor(['notLoggedIn'], WITHOUT_CLUB)).toBe(false);
  });

  it('leaves out of a page each block not for the visitor, with the blocks inside it, and keeps the rest in order', () => {
    const seite = page([
      block('alle'),
      block('gaeste', ['notLoggedIn']),
      block('mitglieder', ['loggedInJoeMember'], [block('mitglieder-innen')]),
      block('bereich', undefined, [block('bereich-gaeste', ['notLoggedIn']), block('bereich-kunden', ['loggedInJoeMember', 'loggedInNotJoeMember'])]),
    ]);
    expect(ids(pageForVisitor(seite, GUEST).blocks)).toEqual(['alle', 'gaeste', 'bereich', 'bereich-gaeste']);
    expect(ids(pageForVisitor(seite, MEMBER).blocks)).toEqual(['alle', 'mitglieder', 'mitglieder-innen', 'bereich', 'bereich-kunden']);
    expect(ids(pageForVisitor(seite, NON_MEMBER).blocks)).toEqual(['alle', 'bereich', 'bereich-kunden']);
    expect(ids(pageForVisitor(seite, WITHOUT_CLUB).blocks)).toEqual(['alle', 'bereich', 'bereich-kunden']);
  });

  it('never gives a visitor a block that is not for them, at any depth: every audience a block and a block inside it may have', () => {
    const AUDIENCE_LISTS: Array<ContentAudience[] | undefined> = [
      undefined,
      ...Array.from({ length: 2 ** CONTENT_AUDIENCES.length - 1 }, (_, bits) => CONTENT_AUDIENCES.filter((_a, index) => ((bits + 1) >> index) & 1)),
    ];
    const shownIds = new Set<string>();
    for (const visitor of VISITORS) {
      const blocks = AUDIENCE_LISTS.flatMap((outer, i) => AUDIENCE_LISTS.map((inner, j) => block(`${i}-${j}`, outer, [block(`${i}-${j}-innen`, inner)])));
      const visit = (entries: readonly ContentBlock[]): void => {
        for (const entry of entries) {
          expect(isForVisitor(entry.audience, visitor), `${visitor} ${entry.id}`).toBe(true);
          shownIds.add(entry.id);
          visit(entry.children);
        }
      };
      visit(pageForVisitor(page(blocks), visitor).blocks);
    }
    // Each outer block is for somebody, so each reaches some visitor.
    expect([...shownIds].filter((id) => !id.endsWith('-innen'))).toHaveLength(AUDIENCE_LISTS.length ** 2);
  });
});

describe('a page whose own audience leaves the visitor out', () => {
  it('is open to the visitors it is for', () => {
    expect(pageAccess(page([]), GUEST, true)).toBe('open');
    expect(pageAccess(page([], ['loggedInJoeMember']), MEMBER, true)).toBe('open');
  });

  it('asks a guest to log in where a customer may see it, and tells a non-member it is for members', () => {
    expect(pageAccess(page([], ['loggedInJoeMember']), GUEST, true)).toBe('loginRequired');
    expect(pageAccess(page([], ['loggedInNotJoeMember']), GUEST, true)).toBe('loginRequired');
    expect(pageAccess(page([], ['loggedInJoeMember']), NON_MEMBER, true)).toBe('membersOnly');
  });

  it('does not exist where nobody the visitor could become may see it', () => {
    // A page for guests is none of a customer's business; a page for non-members none of a member's.
    expect(pageAccess(page([], ['notLoggedIn']), MEMBER, true)).toBe('notFound');
    expect(pageAccess(page([], ['loggedInNotJoeMember']), MEMBER, true)).toBe('notFound');
    // Without the club nobody is a member: a members' page does not exist, not even behind a login.
    expect(pageAccess(page([], ['loggedInJoeMember']), GUEST, false)).toBe('notFound');
    expect(pageAccess(page([], ['loggedInJoeMember']), WITHOUT_CLUB, false)).toBe('notFound');
    // A page for every customer still asks a guest of such a shop to log in.
    expect(pageAccess(page([], ['loggedInJoeMember', 'loggedInNotJoeMember']), GUEST, false)).toBe('loginRequired');
  });
});
