import { randomBytes, randomUUID } from 'node:crypto';
import type { CategoryNode, ContentPage, Customer, Product } from '@storefront/shared/schemas';
import { hashPassword } from '../security/passwords';
import type { CustomerSeed } from '../seed/customers';
import type {
  CustomerAccount,
  PageRequest,
  Recipe,
  ResultPage,
  ShopStore,
  StoredCart,
  StoredLineItem,
} from './shop-store';

export interface StoreSeed {
  readonly contentPages: ReadonlyArray<{ path: string; page: ContentPage }>;
  readonly categoryTrees: readonly CategoryNode[];
  readonly products: readonly Product[];
  readonly recipes: readonly Recipe[];
  readonly customers: readonly CustomerSeed[];
}

function normalise(text: string): string {
  return text.toLocaleLowerCase('de-DE');
}

/** Case-insensitive substring search over the given fields, then the requested window of the matches. */
function searchIn<T>(items: readonly T[], fields: (item: T) => ReadonlyArray<string | undefined>, term: string, page: PageRequest): ResultPage<T> {
  const needle = normalise(term);
  const matches = items.filter((item) => fields(item).some((field) => field !== undefined && normalise(field).includes(needle)));
  return { total: matches.length, results: matches.slice(page.offset, page.offset + page.pageSize) };
}

/**
 * The shop's data in process memory, seeded at start. Carts and sessions are
 * lost on restart; the database issue replaces this module behind ShopStore.
 * Objects are copied in and out so callers cannot change stored state by accident.
 */
export async function createMemoryStore(seed: StoreSeed): Promise<ShopStore> {
  const pages = new Map(seed.contentPages.map(({ path, page }) => [path, page]));
  const products = new Map(seed.products.map((product) => [product.sku, product]));
  const accounts = new Map<string, CustomerAccount>();
  for (const { customer, password } of seed.customers) {
    accounts.set(normalise(customer.email), { customer, passwordHash: await hashPassword(password) });
  }
  const customersById = new Map([...accounts.values()].map((account) => [account.customer.id, account.customer]));
  const sessions = new Map<string, string>();
  const carts = new Map<string, StoredCart>();
  const cartOfCustomer = new Map<string, string>();
  const newCart = (customerId: string | null): StoredCart => {
    const cart: StoredCart = { id: randomUUID(), customerId, lines: [] };
    carts.set(cart.id, cart);
    return cart;
  };

  return {
    content: {
      async findPage(path) {
        const page = pages.get(path);
        return page && structuredClone(page);
      },
      async search(term, page) {
        const found = searchIn([...pages.values()], (p) => [p.config.title, p.config.description], term, page);
        return { total: found.total, results: structuredClone(found.results) };
      },
    },
    catalogue: {
      async categoryTrees() {
        return structuredClone([...seed.categoryTrees]);
      },
      async findProduct(sku) {
        const product = products.get(sku);
        return product && structuredClone(product);
      },
      async findProducts(skus) {
        const found = new Map<string, Product>();
        for (const sku of skus) {
          const product = products.get(sku);
          if (product) found.set(sku, structuredClone(product));
        }
        return found;
      },
      async search(term, page) {
        const found = searchIn(
          [...products.values()],
          (p) => [p.name, p.brand?.name, ...p.parentCategories],
          term,
          page,
        );
        return { total: found.total, results: structuredClone(found.results) };
      },
    },
    recipes: {
      async search(term, page) {
        return searchIn(seed.recipes, (r) => [r.title, r.teaser], term, page);
      },
    },
    customers: {
      async findByEmail(email) {
        return accounts.get(normalise(email));
      },
      async findById(id): Promise<Customer | undefined> {
        const customer = customersById.get(id);
        return customer && structuredClone(customer);
      },
    },
    sessions: {
      async create(customerId) {
        const id = randomBytes(32).toString('base64url');
        sessions.set(id, customerId);
        return id;
      },
      async customerId(sessionId) {
        return sessions.get(sessionId);
      },
      async delete(sessionId) {
        sessions.delete(sessionId);
      },
    },
    carts: {
      async find(id) {
        return carts.get(id);
      },
      async findOrCreateForCustomer(customerId) {
        const id = cartOfCustomer.get(customerId);
        const existing = id === undefined ? undefined : carts.get(id);
        if (existing) return existing;
        const cart = newCart(customerId);
        cartOfCustomer.set(customerId, cart.id);
        return cart;
      },
      async createAnonymous() {
        return newCart(null);
      },
      async updateLines(id, change: (lines: readonly StoredLineItem[]) => StoredLineItem[]) {
        const cart = carts.get(id);
        if (!cart) throw new Error(`No cart ${id}`);
        // Synchronous from read to write: in one process nothing can interleave.
        const updated: StoredCart = { ...cart, lines: Object.freeze(change(cart.lines)) };
        carts.set(id, updated);
        return updated;
      },
    },
  };
}
