import type { CategoryNode, ContentPage, Customer, Product } from '@storefront/shared/schemas';

/**
 * Data access of the backend. Routes talk only to this interface, so the
 * in-memory store of today can be replaced by the database without touching
 * them. Every method is async for the same reason.
 */
export interface ShopStore {
  readonly content: ContentRepository;
  readonly catalogue: CatalogueRepository;
  readonly recipes: RecipeRepository;
  readonly customers: CustomerRepository;
  readonly sessions: SessionRepository;
  readonly carts: CartRepository;
}

/** A window of a result list: `offset` results skipped, at most `pageSize` returned. */
export interface PageRequest {
  readonly offset: number;
  readonly pageSize: number;
}

/** One page of matches and the number of all matches. */
export interface ResultPage<T> {
  readonly total: number;
  readonly results: T[];
}

export interface ContentRepository {
  /** The page at a path such as `/` or `/ueber-uns`. */
  findPage(path: string): Promise<ContentPage | undefined>;
  /** Pages whose title or description contains the term, case-insensitively. */
  search(term: string, page: PageRequest): Promise<ResultPage<ContentPage>>;
}

export interface CatalogueRepository {
  categoryTrees(): Promise<CategoryNode[]>;
  findProduct(sku: string): Promise<Product | undefined>;
  /** The products of the given skus that exist, keyed by sku. */
  findProducts(skus: readonly string[]): Promise<Map<string, Product>>;
  /** Products whose name, brand or category contains the term, case-insensitively. */
  search(term: string, page: PageRequest): Promise<ResultPage<Product>>;
}

export interface Recipe {
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
}

export interface RecipeRepository {
  /** Recipes whose title or teaser contains the term, case-insensitively. */
  search(term: string, page: PageRequest): Promise<ResultPage<Recipe>>;
}

export interface CustomerAccount {
  readonly customer: Customer;
  /** See security/passwords.ts for the format. */
  readonly passwordHash: string;
}

export interface CustomerRepository {
  /** E-mail addresses are compared case-insensitively. */
  findByEmail(email: string): Promise<CustomerAccount | undefined>;
  findById(id: string): Promise<Customer | undefined>;
}

export interface SessionRepository {
  /** Opens a session for the customer and returns its unguessable id. */
  create(customerId: string): Promise<string>;
  /** The customer of a session, if the session exists. */
  customerId(sessionId: string): Promise<string | undefined>;
  delete(sessionId: string): Promise<void>;
}

export interface StoredLineItem {
  readonly lineItemId: string;
  readonly sku: string;
  readonly quantity: number;
}

/** A cart as stored: its lines refer to products by sku; prices are looked up when it is shown. */
export interface StoredCart {
  readonly id: string;
  readonly customerId: string | null;
  readonly lines: readonly StoredLineItem[];
}

export interface CartRepository {
  find(id: string): Promise<StoredCart | undefined>;
  /** The open cart of a customer, created empty when there is none yet (in one step, so never two). */
  findOrCreateForCustomer(customerId: string): Promise<StoredCart>;
  /** A new empty cart that belongs to nobody yet: an anonymous visitor's. */
  createAnonymous(): Promise<StoredCart>;
  /**
   * Replaces the lines of a cart with what `change` makes of the current ones,
   * as one step: no other update of the same cart can slip in between.
   */
  updateLines(id: string, change: (lines: readonly StoredLineItem[]) => StoredLineItem[]): Promise<StoredCart>;
}
