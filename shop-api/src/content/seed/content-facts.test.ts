import { describe, expect, it } from 'vitest';
import * as account from '@storefront/shared/account';
import * as cart from '@storefront/shared/cart';
import * as checkout from '@storefront/shared/checkout';
import type { ContentPage } from '@storefront/shared/content';
import * as platformOperations from '@storefront/shared/platform/operations';
import type { ComponentConfig, ComponentConfigName, ContentBlock } from '@storefront/shared/platform/schemas';
import type { Environment } from '@storefront/server-kit/environment';
import { contentForTenant } from '@storefront/server-kit/tenants/tenant-content';
import { SERVICE_TYPE_CONTENT_COMPONENTS, type ServiceType } from '@storefront/shared/distribution';
import { BIOGARTEN, FRISCHMARKT, TENANTS, tenantFeatures, type Tenant } from '@storefront/server-kit/tenants/tenants';
import { FREE_OF_CHARGE_THRESHOLD } from '../../cart';
import { ORDER_CONFIG } from '../../checkout';
import { WINDOW_CUTOFF_MS, WINDOW_DAYS, WINDOW_RULES } from '../../distribution';
import { seedStores } from '../../distribution/seed';
import { seedProducts } from '../../catalogue/seed';
import { contentVisitor, pageAccess, pageForVisitor, type ContentVisitor } from '../rules/content-audience';
import { PREVIEW_PAGE_PATHS, seedContentPages } from './content';
import { seedTenantContentPages } from './content-biogarten';
import { seedComponentConfigs, seedTenantComponentConfigs } from './content-configs';

/** A price as the shop writes it everywhere else: "€ 3,90" (de-AT), with a plain space. */
const euro = (cents: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\u00a0/g, ' ');
const allBlocks = (blocks: readonly ContentBlock[]): ContentBlock[] => blocks.flatMap((block) => [block, ...allBlocks(block.children)]);

const ENVIRONMENTS: readonly Environment[] = ['development', 'staging', 'live'];

/** The page at a path as the tenant serves it: its own version, none, or the shared one on its paths and in its name. */
function pageServedBy(tenant: Tenant, path: string): ContentPage | undefined {
  const own = seedTenantContentPages[tenant.id]?.find((entry) => entry.path === path);
  if (own) return own.page ?? undefined;
  const shared = seedContentPages.find((entry) => entry.path === path)?.page;
  return shared && contentForTenant(shared, tenant);
}

/** Every kind of visitor a tenant has (doc 2 §6): without the club, a customer is neither member nor non-member. */
function visitorsOf(tenant: Tenant): ContentVisitor[] {
  return [undefined, 'member', 'non-member'].map((customer) => contentVisitor(customer, (id) => id === 'member', tenant.features.featureJoe));
}

/**
 * What a tenant shows anybody: each page as each of its visitors gets it. Left out: the pages that exist for
 * none of them (a members' page where there is no club) and the preview's pages where the tenant has no preview.
 */
function contentServedBy(tenant: Tenant): Array<{ path: string; page: ContentPage }> {
  const paths = new Set([...seedContentPages, ...(seedTenantContentPages[tenant.id] ?? [])].map(({ path }) => path));
  const preview = ENVIRONMENTS.some((environment) => tenantFeatures(tenant, environment)['cms.preview']);
  return [...paths].flatMap((path) => {
    const page = pageServedBy(tenant, path);
    if (!page || (PREVIEW_PAGE_PATHS.has(path) && !preview)) return [];
    return visitorsOf(tenant)
      .filter((visitor) => pageAccess(page, visitor, tenant.features.featureJoe) === 'open')
      .map((visitor) => ({ path, page: pageForVisitor(page, visitor) }));
  });
}

/** The component configs a tenant serves: its own, else the shared ones on its paths and in its name. */
function configsServedBy(tenant: Tenant): Array<[string, ComponentConfig]> {
  const own = seedTenantComponentConfigs[tenant.id] ?? {};
  return Object.entries(seedComponentConfigs).map(([name, config]) => [name, own[name as ComponentConfigName] ?? contentForTenant(config, tenant)]);
}

/** Every text of the seeded pages and component configs, in one string. */
const allContent = JSON.stringify([seedContentPages, seedComponentConfigs]);

describe('the seeded content says what the shop does', () => {
  it('names the fees the cart charges and the free-service value, in the fee table of the delivery areas page', () => {
    const page = seedContentPages.find((entry) => entry.path === '/liefergebiete')?.page;
    const table = page?.blocks.find((block) => block.id === 'areas-fees');
    const [upTo, from] = (table?.fields['rows'] ?? []) as string[][];
    expect(upTo?.[0]).toBe(`bis ${euro(FREE_OF_CHARGE_THRESHOLD - 1)}`);
    expect(upTo?.[1]).toContain(euro(WINDOW_RULES.DELIVERY.fee(10)));
    expect(upTo?.[1]).toContain(euro(WINDOW_RULES.DELIVERY.fee(8)));
    expect(upTo?.[2]).toBe(euro(WINDOW_RULES.CLICK_AND_COLLECT.fee(9)));
    expect(from?.[0]).toBe(`ab ${euro(FREE_OF_CHARGE_THRESHOLD)}`);
  });

  it('promises no delivery hours or fees the shop does not have (the windows run 8 to 20, Saturday to 18)', () => {
    // The content once said "7 bis 21 Uhr" and "4,90 €" while the cart charged € 3,90 / € 5,90 from 8 to 20.
    expect(allContent).not.toMatch(/7 bis 21 Uhr|4,90/);
    expect(allContent).toContain('Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr');
  });
});

/** The service-type components a tenant serves: its own where it has them, else the shared ones (written for the default shop). */
function serviceTypeConfigsOf(tenant: Tenant): Record<ServiceType, ComponentConfig | undefined> {
  const own = seedTenantComponentConfigs[tenant.id] ?? {};
  const of = (name: ComponentConfigName) => own[name] ?? (tenant.id === FRISCHMARKT.id ? seedComponentConfigs[name] : undefined);
  return { DELIVERY: of(SERVICE_TYPE_CONTENT_COMPONENTS.DELIVERY), CLICK_AND_COLLECT: of(SERVICE_TYPE_CONTENT_COMPONENTS.CLICK_AND_COLLECT) };
}

/** Every amount a text names ("€ 3,90"), in cents. */
const amountsIn = (text: string) => [...text.matchAll(/€ (\d{1,3}(?:\.\d{3})*),(\d{2})/g)].map(([, euros, cents]) => Number(euros!.replaceAll('.', '')) * 100 + Number(cents));

describe('the service-type content components say what each shop does (doc 2 §9)', () => {
  for (const tenant of TENANTS) {
    const configs = serviceTypeConfigsOf(tenant);
    const text = (serviceType: ServiceType) => JSON.stringify(configs[serviceType] ?? null);

    it(`${tenant.theme.brandName}: delivery names its fees, the free-service value, the order limits and the windows`, () => {
      const delivery = text('DELIVERY');
      const limits = ORDER_CONFIG.DELIVERY;
      for (const cents of [WINDOW_RULES.DELIVERY.fee(10), WINDOW_RULES.DELIVERY.fee(8), FREE_OF_CHARGE_THRESHOLD, limits.minimumOrderValue, limits.maximumOrderValue]) {
        expect(delivery).toContain(euro(cents));
      }
      expect(delivery).toContain(`${limits.maximumOrderWeight / 1000} kg`);
      expect(delivery).toContain(`Montag bis Freitag von ${WINDOW_RULES.DELIVERY.firstHour} bis 20 Uhr, samstags bis 18 Uhr`);
      expect(delivery).toContain(`bis zu ${WINDOW_DAYS} Tage im Voraus`);
      expect(delivery).toContain(`bis ${WINDOW_CUTOFF_MS / 3_600_000} Stunden vor Beginn`);
      // No amount the shop does not charge or ask for.
      const known = new Set([WINDOW_RULES.DELIVERY.fee(10), WINDOW_RULES.DELIVERY.fee(8), FREE_OF_CHARGE_THRESHOLD, limits.minimumOrderValue, limits.maximumOrderValue]);
      for (const cents of amountsIn(delivery)) expect(known, euro(cents)).toContain(cents);
    });

    it(`${tenant.theme.brandName}: click and collect names its fee, the free-service value, the order limits and the windows`, () => {
      const pickup = text('CLICK_AND_COLLECT');
      const limits = ORDER_CONFIG.CLICK_AND_COLLECT;
      const known = [WINDOW_RULES.CLICK_AND_COLLECT.fee(9), FREE_OF_CHARGE_THRESHOLD, limits.minimumOrderValue, limits.maximumOrderValue];
      for (const cents of known) expect(pickup).toContain(euro(cents));
      expect(pickup).toContain(`${limits.maximumOrderWeight / 1000} kg`);
      expect(pickup).toContain(`ab ${WINDOW_RULES.CLICK_AND_COLLECT.firstHour} Uhr`);
      expect(pickup).toContain(`bis zu ${WINDOW_DAYS} Tage im Voraus`);
      expect(pickup).toContain(`bis ${WINDOW_CUTOFF_MS / 3_600_000} Stunden vor Beginn`);
      for (const cents of amountsIn(pickup)) expect(known, euro(cents)).toContain(cents);
    });

    it(`${tenant.theme.brandName}: each text says only what the tenant offers, and links to its own pages`, () => {
      const all = `${text('DELIVERY')} ${text('CLICK_AND_COLLECT')}`;
      const features = tenantFeatures(tenant, 'live');
      if (tenant.id !== FRISCHMARKT.id) expect(all).not.toContain(FRISCHMARKT.theme.brandName);
      if (!features.featureJoe) expect(all).not.toMatch(/jö|Kundenclub|Clubpreis/i);
      if (!features.featureCustomerDeliveryPass) expect(all).not.toMatch(/Lieferpass/i);
      if (!features.featureWallet) expect(all).not.toMatch(/Geschenkkarte|Geldbörse/i);
      // Where the delivery phone number is optional, a delivery does not depend on a call at the door.
      if (tenant.checkout.deliveryPhoneNumber !== 'Mandatory') expect(text('DELIVERY')).not.toMatch(/ruft .*an|erreichbar/);
      const pages = new Set(seedContentPages.map(({ path }) => path));
      for (const config of Object.values(configs)) {
        const href = (config?.['link'] as { href?: string } | undefined)?.href;
        if (href !== undefined) expect(pages.has(href) || href === `/${tenant.slugs.storefinder}`, href).toBe(true);
      }
    });
  }

  it("gives Biogarten texts of its own: its name, not the default shop's", () => {
    const own = seedTenantComponentConfigs[BIOGARTEN.id] ?? {};
    // Among its own configs (its header, footer and account texts are its own too, below).
    expect(Object.keys(own)).toEqual(expect.arrayContaining([SERVICE_TYPE_CONTENT_COMPONENTS.CLICK_AND_COLLECT, SERVICE_TYPE_CONTENT_COMPONENTS.DELIVERY]));
    expect(JSON.stringify(own)).toContain(BIOGARTEN.theme.brandName);
  });
});

/** Every API call of the shop that names a path: the operations of every domain (each is written down once, in shared). */
const SHOP_CALLS = [account, cart, checkout, platformOperations].flatMap((domain) =>
  Object.values(domain).filter((value): value is { method: string; path: string } => {
    const candidate = value as { method?: unknown; path?: unknown } | null;
    return typeof candidate === 'object' && candidate !== null && typeof candidate.method === 'string' && typeof candidate.path === 'string';
  }),
);

describe('the seeded content promises nothing a placed order cannot do', () => {
  it('finds no call in the shop that changes or cancels a placed order: the account only lists them', () => {
    const orderCalls = SHOP_CALLS.filter((call) => /^\/api\/(customers\/)?orders\b/.test(call.path));
    expect(orderCalls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/customers/orders']);
  });

  it('says so in every tenant: no deadline to change an order, and the way is the customer service', () => {
    // The FAQ once promised changes "bis zum Vorabend um 22 Uhr" under „Meine Bestellungen“, which the account has no way to make.
    const everything = JSON.stringify([seedContentPages, seedTenantContentPages, seedComponentConfigs, seedTenantComponentConfigs]);
    expect(everything).not.toMatch(/22 Uhr|hinzufügen oder entfernen|Meine Bestellungen/);
    for (const tenant of TENANTS) {
      const service = pageServedBy(tenant, '/service');
      const answer = allBlocks(service?.blocks ?? []).find((block) => block.headline === 'Kann ich meine Bestellung noch ändern?');
      expect(answer?.fields['text'], tenant.id).toMatch(/nicht mehr ändern/);
      expect(answer?.fields['text'], tenant.id).toMatch(/Kundenservice/);
    }
  });
});

describe("Biogarten's content is its own: its name and company, and no club it does not have", () => {
  /** The other shop's name, and its company's addresses (…@frischmarkt.example). */
  const OTHER_SHOP = /frischmarkt/i;
  /** Biogarten has no loyalty club (featureJoe off), no delivery pass and no gift cards (tenants.ts). */
  const NOT_OFFERED = /jö|Kundenclub|Clubpreis|Lieferpass|Geschenkkarte|Geldbörse/;

  it('serves pages that name neither Frischmarkt nor a club, a delivery pass or gift cards, to any visitor', () => {
    const served = contentServedBy(BIOGARTEN);
    expect(served.map(({ path }) => path)).toEqual(expect.arrayContaining(['/', '/datenschutz', '/service', '/kontakt', '/angebote', '/kundenkarte']));
    for (const { path, page } of served) {
      expect(JSON.stringify(page), path).not.toMatch(OTHER_SHOP);
      expect(JSON.stringify(page), path).not.toMatch(NOT_OFFERED);
    }
  });

  it('names its own company in the privacy page, and has no club page', () => {
    const privacy = JSON.stringify(pageServedBy(BIOGARTEN, '/datenschutz'));
    expect(privacy).toContain('Biogarten Naturkost GmbH');
    expect(privacy).toContain('datenschutz@biogarten.example');
    expect(pageServedBy(BIOGARTEN, '/kundenclub')).toBeUndefined();
  });

  it('serves component configs that name neither Frischmarkt nor a club, a delivery pass or gift cards', () => {
    for (const [name, config] of configsServedBy(BIOGARTEN)) {
      expect(JSON.stringify(config), name).not.toMatch(OTHER_SHOP);
      expect(JSON.stringify(config), name).not.toMatch(NOT_OFFERED);
    }
  });

  it('names its markets without the other shop in their names', () => {
    for (const store of seedStores) expect(store.name, store.storeId).not.toMatch(OTHER_SHOP);
  });

  it('shows in its content only products without a club price and of no brand of the other shop', () => {
    const skus = contentServedBy(BIOGARTEN).flatMap(({ page }) =>
      allBlocks(page.blocks).flatMap((block) => [...((block.fields['skus'] as string[] | undefined) ?? []), ...((block.fields['sku'] as string | undefined) ? [block.fields['sku'] as string] : [])]),
    );
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of skus) {
      const product = seedProducts.find((candidate) => candidate.sku === sku);
      expect(product, sku).toBeDefined();
      expect(product?.price.loyalty, sku).toBeUndefined();
      expect(product?.brand?.name ?? '', sku).not.toMatch(OTHER_SHOP);
    }
  });

  it('writes its own pages on its own paths and in its own name, which the localisation for another shop leaves as they are', () => {
    // The content search localises every hit, its own pages too (search/routes/search.ts).
    for (const { path, page } of seedTenantContentPages[BIOGARTEN.id] ?? []) {
      if (page) expect(contentForTenant(page, BIOGARTEN), path).toEqual(page);
    }
  });
});
