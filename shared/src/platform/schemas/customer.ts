import * as z from 'zod/mini';

/*
 * The session's customer: the shell loads it at start, so this module is in
 * its initial bundle. What only the account pages read (the communication
 * settings, the salutations a customer may choose) is in the account domain.
 */

/** Salutation values of doc 1 §3. */
export const SALUTATIONS = ['Company', 'Family', 'Female', 'Male'] as const;
export const salutationSchema = z.enum(SALUTATIONS);
export type Salutation = z.infer<typeof salutationSchema>;

/** Login type of doc 1 §3: normal, or the name of the cookie that told it. */
export const LOGIN_TYPES = ['normal', 'loggedIn', 'sessionExpired', 'sid'] as const;
export const loginTypeSchema = z.enum(LOGIN_TYPES);
export type LoginType = z.infer<typeof loginTypeSchema>;

/** Visitor types of doc 2 §1. */
export const VISITOR_TYPES = ['guest', 'customer', 'loyalty'] as const;
export const visitorTypeSchema = z.enum(VISITOR_TYPES);
export type VisitorType = z.infer<typeof visitorTypeSchema>;

export const newsletterTopicSchema = z.object({ newsletterTopicId: z.string().check(z.minLength(1)) });

/**
 * Favorite store of doc 1 §3: storeType is MY_STORE_{storeId}. Read as
 * sent; the request that sets it checks the rule (setFavoriteStoreRequestSchema).
 */
export const favoriteStoreSchema = z.object({
  storeType: z.string(),
  storeId: z.string(),
});
export type FavoriteStore = z.infer<typeof favoriteStoreSchema>;

/** The customer of doc 1 §3 with the checkout and registration fields of doc 2 §3. */
export const customerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  academicTitle: z.optional(z.string()),
  /** As the backend sends it; shown and edited in the locale's date format (doc 1 §3). */
  birthdate: z.optional(z.string()),
  salutation: z.optional(salutationSchema),
  newsletterTopics: z._default(z.array(newsletterTopicSchema), []),
  firstOrderDelivery: z._default(z.boolean(), true),
  firstOrderClickAndCollect: z._default(z.boolean(), true),
  title: z.optional(z.string()),
  companyName: z.optional(z.string()),
  valueAddedTaxId: z.optional(z.string()),
  companyRegistrationNumber: z.optional(z.string()),
  streetName: z.optional(z.string()),
  streetNumber: z.optional(z.string()),
  stairCase: z.optional(z.string()),
  floor: z.optional(z.string()),
  door: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  /** In international format (+ and 7 to 15 digits, doc 2 §5). */
  phoneNumber: z.optional(z.string()),
  /** Mobile number (international format), gender (one of GENDERS) and the address's delivery note, as the registration form has them (doc 2 §5). */
  mobileNumber: z.optional(z.string()),
  gender: z.optional(z.string()),
  deliveryNote: z.optional(z.string()),
  favoriteStore: z.optional(favoriteStoreSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * The Family salutation is removed from a customer when it is loaded (doc 1
 * §3), so no page ever sees it.
 */
export function customerFromBackend(customer: Customer): Customer {
  if (customer.salutation !== 'Family') return customer;
  const { salutation: _family, ...rest } = customer;
  return rest;
}


export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
