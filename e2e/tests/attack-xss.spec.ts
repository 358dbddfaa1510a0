import type { Page, Route } from '@playwright/test';
import { ALL_XSS, ATTACK_FULL, URL_XSS, installSentinel, sample, scanPage, vectorsInPage, withoutCsp, type DomFindings, type XssVector } from './attack-vectors';
import { expect, headerSearchInput, newCustomer, slot, test, withFetchedBootData } from './fixtures';

/*
 * The XSS side of the attack suite (e2e README). Several hundred
 * generated vectors (attack-vectors.ts), each calling the sentinel
 * `__xss(id)` if it ever runs, go through every place text reaches the page:
 * CMS blocks and page configs, the component configs, product data, search
 * terms typed and in the URL, profile names (stored through the API and as
 * the backend could answer them), the message bundle (every label and
 * notification text), and URL parameters. The page's CSP is taken off, so
 * what is counted is what the storefront itself lets through. Counted:
 * executed = 0, no `javascript:` URL in any href/src/action/formaction, and no
 * other dangerous markup (on… attributes, <base>, meta refresh, injected
 * scripts). Vectors are batched: many per page load, or one client-side
 * navigation each. Every test prints one line; the last prints the total.
 */

const CHUNK = { timeout: 20_000 };

interface Tally {
  place: string;
  placements: number;
  reached: number;
  executed: number;
  scriptUrls: number;
  other: number;
}
const tallies: Tally[] = [];

/** Text-like fields of content blocks that get a vector; URL fields get a URL vector; everything else (ids, types, enums) stays. */
const URL_KEYS = new Set(['src', 'href', 'url', 'fileUrl', 'imageUrl']);
const KEEP_KEYS = new Set([
  'id', 'type', 'slug', 'variant', 'severity', 'kind', 'provider', 'network', 'consentGroup', 'newsletterTopicId', 'questionnaireId',
  'sku', 'skus', 'slugs', 'validFrom', 'validTo', 'videoId', 'backgroundColor', 'sandbox', 'consent', 'fields', 'personalFields',
  'value', 'searchTerms', 'autoplaySeconds', 'name',
]);

/** Hands out vectors in turn, so each load of a page carries a different part of the set. */
class Dealer {
  private next = 0;
  private nextUrl = 0;
  readonly placed = new Set<number>();
  constructor(private readonly vectors: readonly XssVector[]) {}
  text(): string {
    const vector = this.vectors[this.next++ % this.vectors.length]!;
    this.placed.add(vector.id);
    return vector.payload;
  }
  url(): string {
    // Half of the link fields get a `javascript:` URL spelt every way, half an HTML vector (a link text filter would let through).
    const vector = this.nextUrl % 2 === 0 ? URL_XSS[(this.nextUrl / 2) % URL_XSS.length]! : this.vectors[this.next++ % this.vectors.length]!;
    this.nextUrl += 1;
    this.placed.add(vector.id);
    return vector.payload;
  }
  chunk(size: number): string {
    return Array.from({ length: size }, () => this.text()).join('\n');
  }
}

/** Puts vectors into every text and URL field of a JSON answer (a CMS or a catalogue as an attacker could fill it). */
function poison(value: unknown, dealer: Dealer, key = '', keep: ReadonlySet<string> = KEEP_KEYS): unknown {
  if (typeof value === 'string') {
    if (keep.has(key)) return value;
    return URL_KEYS.has(key) ? dealer.url() : dealer.text();
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, dealer, key, keep));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep.has(k) && typeof v === 'string' ? v : poison(v, dealer, k, keep)]));
  }
  return value;
}

async function poisonJson(route: Route, change: (body: unknown) => unknown): Promise<void> {
  const response = await route.fetch();
  if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
  return route.fulfill({ response, json: change(await response.json()) });
}

/** Executed vectors, script URLs and other dangerous markup now, added to a running count. */
class Watch {
  readonly scriptUrls = new Set<string>();
  readonly other = new Set<string>();
  constructor(readonly executed: Set<string>) {}
  async scan(page: Page): Promise<DomFindings> {
    const findings = await scanPage(page);
    findings.scriptUrls.forEach((f) => this.scriptUrls.add(f));
    findings.otherDangerous.forEach((f) => this.other.add(f));
    return findings;
  }
  record(place: string, placements: number, reached: number): Tally {
    const tally = { place, placements, reached, executed: this.executed.size, scriptUrls: this.scriptUrls.size, other: this.other.size };
    tallies.push(tally);
    console.log(
      `xss ${place}: ${placements} vector placements, ${reached} vectors reached the page as inert text, executed ${tally.executed}, javascript: URLs in the DOM ${tally.scriptUrls}, other dangerous markup ${tally.other}`,
    );
    return tally;
  }
  expectClean(): void {
    expect(
      { executed: [...this.executed], scriptUrls: [...this.scriptUrls], other: [...this.other] },
      'vectors that ran, javascript: URLs and dangerous markup left in the DOM',
    ).toEqual({ executed: [], scriptUrls: [], other: [] });
  }
}

async function attackPage(page: Page): Promise<Watch> {
  const executed = await installSentinel(page);
  await withoutCsp(page);
  return new Watch(executed);
}

/** A move inside the single-page app: the router sees a new location without a page load. */
async function softNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Lets lazy parts and late handlers (onerror of a broken image, autofocus, animations) have their moment. */
async function settle(page: Page, ms = 400): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(ms);
}

// In order, in one worker, so the summary line after the last test adds up every place.
test.describe.configure({ mode: 'default' });

// The full sets (ATTACK_FULL) run for many minutes: one vector or payload per client-side navigation.
test.beforeEach(() => {
  if (ATTACK_FULL) test.setTimeout(40 * 60_000);
});

test.describe('attack suite: XSS', () => {
  test('CMS blocks, page configs and component configs', async ({ page }) => {
    test.slow();
    const watch = await attackPage(page);
    const dealer = new Dealer(ALL_XSS);
    const loads = 3;
    const htmlChunk = Math.ceil(ALL_XSS.length / loads);
    await page.route('**/api/content/pages?*', (route) =>
      poisonJson(route, (body) => {
        const page = poison(body, dealer) as { blocks?: Array<{ type: string; fields?: Record<string, unknown> }>; config?: Record<string, unknown> };
        // The custom HTML block takes a whole slice of the set through the sanitizer.
        const walk = (blocks: Array<{ type: string; fields?: Record<string, unknown>; children?: unknown }>) => {
          for (const block of blocks) {
            if (block.type === 'custom-html' && block.fields) block.fields.html = dealer.chunk(htmlChunk);
            if (Array.isArray(block.children)) walk(block.children as typeof blocks);
          }
        };
        walk(page.blocks ?? []);
        if (page.config) {
          page.config.ogImage = [{ url: dealer.url() }];
          page.config.backgroundImage = dealer.url();
          page.config.keywords = dealer.text();
        }
        return page;
      }),
    );
    await page.route('**/api/content/configs/client?*', (route) => poisonJson(route, (body) => poison(body, dealer)));
    let reached = 0;
    for (let load = 0; load < loads; load += 1) {
      await page.goto(load % 2 === 0 ? '/inhaltsbausteine' : '/datenschutz');
      await expect(page.getByRole('banner')).toBeVisible(CHUNK);
      await expect(slot(page, 'route:index').locator('[data-block-type]').first()).toBeAttached(CHUNK);
      // Lazy blocks (forms, sliders) load near the viewport: walk down the page.
      for (let y = 0; y < 5; y += 1) {
        await page.mouse.wheel(0, 1800);
        await page.waitForTimeout(100);
      }
      await settle(page);
      await watch.scan(page);
      reached += await vectorsInPage(page, [...dealer.placed]);
    }
    watch.record('CMS blocks and configs', dealer.placed.size, Math.min(reached, dealer.placed.size));
    expect(reached, 'vectors reached the page (the injection worked)').toBeGreaterThan(100);
    watch.expectClean();
  });

  test('product data: names, brands, descriptions and pictures in listings, search and the product page', async ({ page }) => {
    test.slow();
    const watch = await attackPage(page);
    const dealer = new Dealer(ALL_XSS.slice().reverse());
    const keep = new Set([...KEEP_KEYS].filter((key) => key !== 'name'));
    keep.add('category');
    keep.add('availability');
    keep.add('productId');
    await page.route(/\/api\/(products|categories|category-trees|brands|recipes)(\/|\?|$)/, (route) => poisonJson(route, (body) => poison(body, dealer, '', keep)));
    await page.route(/\/api\/(products|categories|brands|recipes)\/search\//, (route) => poisonJson(route, (body) => poison(body, dealer, '', keep)));
    let reached = 0;
    for (const path of ['/sortiment/obst', '/suche/milch', '/produkt/aepfel-elstar-1-kg/100102', '/sortiment/zitrusfruechte']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible(CHUNK);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(CHUNK);
      await settle(page, 800);
      await watch.scan(page);
      reached += await vectorsInPage(page, [...dealer.placed]);
    }
    watch.record('product data', dealer.placed.size, Math.min(reached, dealer.placed.size));
    expect(reached).toBeGreaterThan(20);
    watch.expectClean();
  });

  test('search terms in the URL and typed into the header search', async ({ page }) => {
    test.slow();
    const watch = await attackPage(page);
    const inUrl = sample(ALL_XSS, 24);
    await page.goto('/suche/milch');
    await expect(slot(page, 'route:search-term').getByRole('heading').first()).toBeVisible(CHUNK);
    const placed: number[] = [];
    for (const vector of inUrl) {
      await softNavigate(page, `/suche/${encodeURIComponent(vector.payload)}`);
      await page.waitForTimeout(120);
      await watch.scan(page);
      placed.push(vector.id);
    }
    await settle(page);
    let reached = await vectorsInPage(page, placed.slice(-1));
    // Typed: the flyout shows the term and its suggestions while typing; Enter opens the results.
    const typed = sample(ALL_XSS.slice(1), ATTACK_FULL ? 120 : 4);
    for (const vector of typed) {
      const input = headerSearchInput(page);
      await input.fill(vector.payload);
      await page.waitForTimeout(650);
      await watch.scan(page);
      placed.push(vector.id);
    }
    await headerSearchInput(page).press('Enter');
    await settle(page, 800);
    await watch.scan(page);
    reached += await vectorsInPage(page, placed.slice(-1));
    watch.record('search terms (URL and typed)', placed.length, reached);
    watch.expectClean();
  });

  test('profile names: stored through the API and as the backend could answer them', async ({ page }) => {
    test.slow();
    const watch = await attackPage(page);
    await page.goto('/anmelden');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    // A customer of its own, so no other journey sees its name.
    const email = await newCustomer(page);
    // Every vector offered to the profile update: the server's name rules refuse most; what it keeps is shown.
    const offered = sample(ALL_XSS, ATTACK_FULL ? ALL_XSS.length : 60);
    const outcome = await page.evaluate(
      async ({ vectors, email }) => {
        await fetch('/api/csrf', { credentials: 'include' });
        const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        let accepted = 0;
        let refused = 0;
        let kept: string | null = null;
        for (const vector of vectors) {
          const response = await fetch('/api/customers', {
            method: 'PUT',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token, 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify({ salutation: 'Female', firstName: vector.slice(0, 20), lastName: vector.slice(0, 24), email, birthdate: '1988-03-14' }),
          });
          if (response.ok) {
            accepted += 1;
            kept = vector;
          } else if (response.status >= 400 && response.status < 500) refused += 1;
          else throw new Error(`profile update answered ${response.status}`);
        }
        return { accepted, refused, kept };
      },
      { vectors: offered.map((v) => v.payload), email },
    );
    await page.goto('/konto');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    await settle(page, 800);
    await watch.scan(page);
    // The names as a backend with older or laxer rules could answer them: every vector, a page load per batch.
    const answered = sample(ALL_XSS, ATTACK_FULL ? 120 : 6);
    let index = 0;
    await page.route('**/api/customers', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      return poisonJson(route, (body) => {
        const customer = body as Record<string, unknown>;
        const next = () => answered[index++ % answered.length]!.payload;
        return { ...customer, firstName: next(), lastName: next(), academicTitle: next() };
      });
    });
    const loads = Math.ceil(answered.length / 3);
    let reached = 0;
    for (let load = 0; load < Math.min(loads, ATTACK_FULL ? 40 : 2); load += 1) {
      await page.goto(load % 2 === 0 ? '/konto' : '/anmelden');
      await expect(page.getByRole('banner')).toBeVisible(CHUNK);
      await settle(page, 500);
      await watch.scan(page);
      reached += await vectorsInPage(page, answered.map((v) => v.id));
    }
    console.log(`xss profile names through the API: ${offered.length} offered, ${outcome.accepted} stored, ${outcome.refused} refused (4xx)`);
    watch.record('profile names', offered.length + Math.min(index, answered.length), reached);
    watch.expectClean();
  });

  test('message bundle: every label and notification text', async ({ page }) => {
    test.slow();
    const watch = await attackPage(page);
    const dealer = new Dealer(ALL_XSS);
    // The page carries the tenant config inline; without it the shell fetches the poisoned one.
    await withFetchedBootData(page);
    await page.route('**/tenant/config', (route) =>
      poisonJson(route, (body) => {
        const config = body as { messageBundle?: Record<string, unknown> };
        if (config.messageBundle) config.messageBundle = poison(config.messageBundle, dealer, '', new Set()) as Record<string, unknown>;
        return config;
      }),
    );
    let reached = 0;
    for (const path of ['/', '/anmelden', '/warenkorb', '/suche/milch']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible(CHUNK);
      await settle(page, 800);
      if (path === '/anmelden') {
        // The login form's validation messages and the failed login's notification.
        const submit = page.getByRole('main').getByRole('button').last();
        if (await submit.isVisible()) await submit.click().catch(() => undefined);
        await page.waitForTimeout(500);
      }
      await watch.scan(page);
      reached += await vectorsInPage(page, [...dealer.placed]);
    }
    watch.record('message bundle', dealer.placed.size, Math.min(reached, dealer.placed.size));
    expect(reached).toBeGreaterThan(20);
    watch.expectClean();
  });

  test('URL parameters of every page that reads one', async ({ page }) => {
    test.slow();
    const watch = await attackPage(page);
    const vectors = sample([...ALL_XSS, ...URL_XSS], ATTACK_FULL ? ALL_XSS.length + URL_XSS.length : 32);
    const pages = [
      (v: string) => `/anmelden?returnUrl=${encodeURIComponent(v)}&authRequired=true`,
      (v: string) => `/suche/milch?tab=${encodeURIComponent(v)}`,
      (v: string) => `/konto?from=${encodeURIComponent(v)}`,
      (v: string) => `/kasse?step=payment&paymentError=${encodeURIComponent(v)}`,
      (v: string) => `/sortiment/obst?sort=${encodeURIComponent(v)}&page=${encodeURIComponent(v)}`,
      (v: string) => `/?webview=${encodeURIComponent(v)}&analytics=${encodeURIComponent(v)}#${encodeURIComponent(v)}`,
      (v: string) => `/passwort-zuruecksetzen?token=${encodeURIComponent(v)}`,
      (v: string) => `/zahlung?cartId=${encodeURIComponent(v)}&paymentError=${encodeURIComponent(v)}`,
    ];
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible(CHUNK);
    let placements = 0;
    for (const [index, vector] of vectors.entries()) {
      await softNavigate(page, pages[index % pages.length]!(vector.payload));
      await page.waitForTimeout(150);
      await watch.scan(page);
      placements += 1;
    }
    // A few as full page loads too (the shell's boot reads the query: web view, analytics).
    for (const vector of vectors.slice(0, ATTACK_FULL ? 40 : 1)) {
      await page.goto(pages[vector.id % pages.length]!(vector.payload));
      await expect(page.getByRole('banner').or(page.getByRole('main')).first()).toBeVisible(CHUNK);
      await settle(page, 300);
      await watch.scan(page);
      placements += 1;
    }
    watch.record('URL parameters', placements, 0);
    watch.expectClean();
  });

  test.afterAll(() => {
    if (tallies.length === 0) return;
    const sum = (pick: (t: Tally) => number) => tallies.reduce((total, t) => total + pick(t), 0);
    console.log(
      `attack suite, XSS: ${ALL_XSS.length + URL_XSS.length} vectors (${new Set(ALL_XSS.map((v) => v.kind)).size + 0} classes), ${sum((t) => t.placements)} placements through ${tallies.length} places, executed ${sum((t) => t.executed)}, javascript: URLs left in the DOM ${sum((t) => t.scriptUrls)}, other dangerous markup ${sum((t) => t.other)}`,
    );
  });
});
