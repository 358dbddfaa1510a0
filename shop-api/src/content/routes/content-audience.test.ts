import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ACCESS_ERROR_CODES, getContentPage, getSitemap, type ContentPage } from '@storefront/shared/content';
import { call } from '@storefront/shared/platform/api';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { DEMO, shopper, type Shopper } from '../../testing/accounts.test-support';
import { createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

/*
 * Content by login state (doc 2 §6), through the shop API as a browser meets
 * it: the seeded start page has a block for guests, one for club members and
 * one for customers who are not members; /clubpreise is a page for members.
 * Frischmarkt has the club; Biogarten (bio.localhost) has none.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const BIO = 'bio.localhost';
const FOR_GUESTS = 'start-for-guests';
const FOR_MEMBERS = 'start-for-members';
const FOR_NON_MEMBERS = 'start-for-non-members';

function ids(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((block) => [block.id, ...ids(block.children)]);
}

/** The start page's raw answer for a shopper, on a tenant's host. */
async function startPage(who: Shopper, host?: string) {
  const response = await who.send('GET', '/api/content/pages?path=%2F', undefined, host ? { headers: { host } } : {});
  expect(response.statusCode).toBe(200);
  return { body: response.body, page: response.json() as ContentPage, headers: response.headers };
}

describe('the start page by login state (doc 2 §6)', () => {
  it('gives a guest the block for guests, and not a word of the members’ or the non-members’ blocks', async () => {
    const { body, page } = await startPage(await shopper(testApp.app));
    const shown = ids(page.blocks);
    expect(shown).toContain(FOR_GUESTS);
    expect(shown).not.toContain(FOR_MEMBERS);
    expect(shown).not.toContain(FOR_NON_MEMBERS);
    // Not in the answer at all: neither the blocks nor their texts.
    expect(body).not.toContain(FOR_MEMBERS);
    expect(body).not.toContain('Ihre jö-Vorteile');
    expect(body).not.toContain('jö Kundenclub beitreten');
  });

  it('gives a club member the members’ block instead of the guests’ one', async () => {
    const { body, page } = await startPage(await shopper(testApp.app, DEMO.club));
    const shown = ids(page.blocks);
    expect(shown).toContain(FOR_MEMBERS);
    expect(shown).not.toContain(FOR_GUESTS);
    expect(shown).not.toContain(FOR_NON_MEMBERS);
    expect(body).toContain('Ihre jö-Vorteile');
  });

  it('gives a customer who is no member the way into the club, linking to the club page of the account', async () => {
    const { page } = await startPage(await shopper(testApp.app, DEMO.plain));
    const shown = ids(page.blocks);
    expect(shown).toContain(FOR_NON_MEMBERS);
    expect(shown).not.toContain(FOR_GUESTS);
    expect(shown).not.toContain(FOR_MEMBERS);
    const join = page.blocks.find((block) => block.id === FOR_NON_MEMBERS)!;
    expect(join.fields['link']).toMatchObject({ href: '/konto/kundenclub' });
  });

  it('is answered anew for each visitor: never kept by a shared cache, and the answer varies with the cookie', async () => {
    for (const who of [await shopper(testApp.app), await shopper(testApp.app, DEMO.club)]) {
      const { headers } = await startPage(who);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(String(headers['vary'])).toMatch(/\bCookie\b/i);
    }
  });

  it('on Biogarten, which has no club, gives a guest its guest block and every customer the customers’ block, nobody a member’s or a non-member’s', async () => {
    const guest = await startPage(await shopper(testApp.app), BIO);
    expect(ids(guest.page.blocks)).toContain('bio-start-for-guests');
    expect(ids(guest.page.blocks)).not.toContain('bio-start-for-customers');
    for (const email of [DEMO.club, DEMO.plain]) {
      const { body, page } = await startPage(await shopper(testApp.app, email), BIO);
      const shown = ids(page.blocks);
      expect(shown, email).toContain('bio-start-for-customers');
      expect(shown, email).not.toContain('bio-start-for-guests');
      expect(body, email).not.toMatch(/jö|Kundenclub|Clubpreis/);
    }
  });
});

describe("a members' page (/clubpreise)", () => {
  const CLUB_PRICES = '/api/content/pages?path=%2Fclubpreise';

  it('asks a guest to log in, with the page’s audience and without any of its content, and keeps the answer private', async () => {
    const response = await (await shopper(testApp.app)).send('GET', CLUB_PRICES);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errorCode: CONTENT_ACCESS_ERROR_CODES.loginRequired,
      message: expect.any(String),
      customPayload: { audience: ['loggedInJoeMember'] },
    });
    expect(response.body).not.toContain('club-prices');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a customer who is no member that it is for members, and a member the page', async () => {
    const plain = await (await shopper(testApp.app, DEMO.plain)).send('GET', CLUB_PRICES);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ errorCode: CONTENT_ACCESS_ERROR_CODES.membersOnly, customPayload: { audience: ['loggedInJoeMember'] } });
    const member = await shopper(testApp.app, DEMO.club);
    const page = await call(member.api, getContentPage, { query: { path: '/clubpreise' } });
    expect(page.audience).toEqual(['loggedInJoeMember']);
    expect(ids(page.blocks).length).toBeGreaterThan(0);
  });

  it('does not exist on Biogarten, for a guest or a customer: nobody there can be a member', async () => {
    for (const email of [undefined, DEMO.club, DEMO.plain]) {
      const response = await (await shopper(testApp.app, email)).send('GET', CLUB_PRICES, undefined, { headers: { host: BIO } });
      expect(response.statusCode, email ?? 'guest').toBe(404);
    }
  });

  it('is in the sitemap of a member only', async () => {
    const paths = async (who: Shopper, host?: string) =>
      (await call(host ? inProcessApiClient(testApp.app, who.jar, { host }) : who.api, getSitemap)).pages.map((page) => page.path);
    expect(await paths(await shopper(testApp.app))).not.toContain('/clubpreise');
    expect(await paths(await shopper(testApp.app, DEMO.plain))).not.toContain('/clubpreise');
    expect(await paths(await shopper(testApp.app, DEMO.club))).toContain('/clubpreise');
    expect(await paths(await shopper(testApp.app, DEMO.club), BIO)).not.toContain('/clubpreise');
  });
});
