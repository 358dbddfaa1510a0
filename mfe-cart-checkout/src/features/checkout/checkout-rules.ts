import { ACCOUNT_FIELDS as field } from '@storefront/shared/account';
import { normalizeValidationCode, type Cart, type CartValidationError } from '@storefront/shared/cart';
import {
  billingFieldSetting,
  createBillingFieldsSchema,
  GIFT_CARD_PAYMENT,
  paymentMethodCarriesSurcharge,
  type BillingFieldsConfiguration,
  type PaymentMethodId,
  type SavedPaymentMethod,
} from '@storefront/shared/checkout';
import { checkoutFields } from '@storefront/shared/checkout';
import { deliveryPhoneNumberField, type CapacityTimeSlot, type ServiceType } from '@storefront/shared/distribution';
import { shopDayKey } from '@storefront/shared/platform/i18n';
import type { DeliveryPhoneSetting } from '@storefront/shared/platform/schemas';
import * as z from 'zod/mini';

/** The steps of checkout, in order. */
export const CHECKOUT_STEPS = ['service', 'window', 'billing', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** The time slot codes of doc 2 §8: the cart's window is incomplete. */
const TIME_SLOT_CODES = ['008', '022', '023', '029', '140', '141'];
/** The wallet codes of doc 2 §8 the payment step answers. */
const GIFT_CARD_CODES = ['260', '261', '264'];

/**
 * The step a cart validation code belongs to (doc 2 §8 groups): the
 * distribution location to the service, the time slot to the window, the
 * billing address to billing (006 and 007 to billing for click-and-collect,
 * to the service for delivery), the gift card codes to payment. A discount
 * code or any other code is a general one: shown at review.
 */
export function stepOfCode(code: string, serviceType: ServiceType | undefined): CheckoutStep {
  if (TIME_SLOT_CODES.includes(code)) return 'window';
  if (GIFT_CARD_CODES.includes(code)) return 'payment';
  if (code === '031') return 'billing';
  if (code === '006' || code === '007') return serviceType === 'CLICK_AND_COLLECT' ? 'billing' : 'service';
  if (['004', '005', '130', '131', '132'].includes(code)) return 'service';
  return 'review';
}

/** The validation errors of one step. */
export function errorsOfStep(
  errors: readonly CartValidationError[],
  step: CheckoutStep,
  serviceType: ServiceType | undefined,
): CartValidationError[] {
  return errors.filter((error) => stepOfCode(error.code, serviceType) === step);
}

/** The steps the cart has what it needs for, so the shopper may move on past them. */
export function completedSteps(cart: Cart, errors: readonly CartValidationError[], paymentChosen: boolean): Set<CheckoutStep> {
  const serviceType = cart.distributionAddress?.distributionType;
  const blocked = new Set(errors.map((error) => stepOfCode(error.code, serviceType)));
  const done = new Set<CheckoutStep>();
  if (cart.distributionAddress && !blocked.has('service')) done.add('service');
  if (done.has('service') && cart.distributionWindow && !blocked.has('window')) done.add('window');
  if (done.has('window') && cart.billingAddress && !blocked.has('billing')) done.add('billing');
  if (done.has('billing') && paymentChosen && !blocked.has('payment')) done.add('payment');
  return done;
}

/** The first step the shopper still has to do: where checkout opens. */
export function firstOpenStep(done: ReadonlySet<CheckoutStep>): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !done.has(step)) ?? 'review';
}

/** A step may be opened when every step before it is done. */
export function canOpenStep(step: CheckoutStep, done: ReadonlySet<CheckoutStep>): boolean {
  return CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step)).every((before) => done.has(before));
}

// ---------------------------------------------------------------------------
// Service: the delivery address form

/**
 * The delivery address form: the checkout rules, address validity and the
 * tenant's phone setting (doc 2 §5), each field as the account's field table
 * defines it; the name at the door is required here (a delivery without one
 * is 131 "unnamed", doc 2 §8), where the cart's address call leaves it to
 * the validation.
 */
export function createDeliveryFormSchema(deliveryPhoneNumber: DeliveryPhoneSetting) {
  return z.object({
    firstName: field.firstName.required(),
    lastName: field.lastName.required(),
    streetName: checkoutFields.streetName,
    streetNumber: checkoutFields.streetNumber,
    additionalInfo: checkoutFields.additionalStreetInfo,
    postalCode: field.postalCode.required(),
    city: field.city.required(),
    stairCase: field.stairCase.optional(),
    floor: field.floor.optional(),
    door: field.door.optional(),
    deliveryPhoneNumber: deliveryPhoneNumberField(deliveryPhoneNumber),
    deliveryAddressText: checkoutFields.deliveryAddressText,
    /** A customer's choice to keep a newly typed address in the address book (doc 2 §7 customer addresses). */
    saveToAddressBook: z.optional(z.boolean()),
  });
}
export type DeliveryFormValues = z.output<ReturnType<typeof createDeliveryFormSchema>>;

/**
 * The delivery form's fields each validation code of the service step is about (doc 2 §8): the address
 * data (004), the phone for the delivery (007), the name at the door (131). The other codes of the step
 * (no service, its type, an invalid distribution) are changed through the service selection, not typed.
 */
const DELIVERY_FIELDS_OF_CODE: Readonly<Record<string, readonly (keyof DeliveryFormValues)[]>> = {
  '004': ['firstName', 'lastName', 'streetName', 'streetNumber', 'postalCode', 'city'],
  '007': ['deliveryPhoneNumber'],
  '131': ['firstName', 'lastName'],
};

/**
 * The cart's validation errors the typed delivery form has not answered yet. An error about fields the
 * shopper has since filled in, validly, goes from the page as it is typed; the cart holds it until
 * "Speichern und weiter" saves the address, and validation reports it again if the save does not cure it.
 */
export function errorsOpenInDeliveryForm(
  errors: readonly CartValidationError[],
  values: Readonly<Record<string, unknown>>,
  schema: ReturnType<typeof createDeliveryFormSchema>,
): CartValidationError[] {
  const result = z.safeParse(schema, values);
  const invalid = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
  return errors.filter((error) => {
    const fields = DELIVERY_FIELDS_OF_CODE[normalizeValidationCode(error.code)];
    if (!fields) return true;
    return fields.some((field) => invalid.has(field) || String(values[field] ?? '').trim() === '');
  });
}

/** An address of the address book, as far as telling it apart from a typed one needs. */
interface BookAddress {
  readonly streetName?: string | undefined;
  readonly streetNumber?: string | undefined;
  readonly postalCode?: string | undefined;
  readonly category?: string | undefined;
}

const sameText = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether checkout offers to keep the typed delivery address in the customer's
 * address book: only for a street the book does not hold yet (as a delivery or
 * combined address), and only while the book has room (at most 20, doc 2 §5, §9).
 */
export function offerToSaveAddress(book: readonly BookAddress[], typed: BookAddress, maxAddresses: number): 'offer' | 'known' | 'full' {
  const known = book.some(
    (entry) =>
      entry.category !== 'billing' &&
      sameText(entry.streetName, typed.streetName) &&
      sameText(entry.streetNumber, typed.streetNumber) &&
      sameText(entry.postalCode, typed.postalCode),
  );
  if (known) return 'known';
  return book.length >= maxAddresses ? 'full' : 'offer';
}

// ---------------------------------------------------------------------------
// Time window

export type WindowState = 'free' | 'full' | 'expired';

/**
 * A window of the capacity answer: free, or not bookable. The answer lists
 * past windows only when it is the cart's own (doc 2 §7 timeSlotId), so an
 * unbookable window is expired when it is the cart's window and the
 * validation says so (140, 141) or it has begun; any other is full.
 */
export function windowState(slot: CapacityTimeSlot, now: Date, cartWindow?: { readonly id: string; readonly expired: boolean }): WindowState {
  if (slot.available) return 'free';
  if (slot.id === cartWindow?.id && (cartWindow.expired || new Date(slot.start).getTime() <= now.getTime())) return 'expired';
  return new Date(slot.start).getTime() <= now.getTime() ? 'expired' : 'full';
}

/** The windows by day (the calendar day of their start in the shop's time zone), days and windows in time order. */
export function windowsByDay(slots: readonly CapacityTimeSlot[]): Array<{ day: string; slots: CapacityTimeSlot[] }> {
  const days = new Map<string, CapacityTimeSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = shopDayKey(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

// ---------------------------------------------------------------------------
// Billing address

/**
 * The billing form: name, street, number, postal code and city as the account's
 * field table defines them (the names required here: an invoice names its
 * addressee), the e-mail the order confirmation goes to, the company for a
 * business, and the tenant's configurable fields (Optional, Mandatory, Hide);
 * the phone also required when `phoneRequired` (see billingPhoneRequired).
 */
export function createBillingFormSchema(configuration: BillingFieldsConfiguration, phoneRequired = false) {
  const base = z.object({
    firstName: field.firstName.required(),
    lastName: field.lastName.required(),
    companyName: field.companyName.optional(),
    streetName: checkoutFields.streetName,
    streetNumber: checkoutFields.streetNumber,
    additionalInfo: checkoutFields.additionalStreetInfo,
    postalCode: field.postalCode.required(),
    city: field.city.required(),
    email: field.email.requiredTrimmed(),
  });
  const fields = z.extend(base, createBillingFieldsSchema(configuration, false).def.shape);
  return phoneRequired ? z.extend(fields, { phoneNumber: field.phoneNumber.required() }) : fields;
}

/**
 * For click-and-collect the phone of the billing address is the one the store
 * calls: required where the tenant makes the delivery phone Mandatory (007 is
 * in the billing group then, doc 2 §8), whatever the billing field's own setting.
 */
export function billingPhoneRequired(serviceType: ServiceType | undefined, deliveryPhoneNumber: DeliveryPhoneSetting): boolean {
  return serviceType === 'CLICK_AND_COLLECT' && deliveryPhoneNumber === 'Mandatory';
}

/** Whether a configurable billing field is a required one. */
export function billingFieldMandatory(field: Parameters<typeof billingFieldSetting>[0], configuration: BillingFieldsConfiguration): boolean {
  return billingFieldSetting(field, configuration, false) === 'Mandatory';
}

// ---------------------------------------------------------------------------
// Payment

/**
 * The payment methods a cart can be paid with: everything but paying at the
 * door for click-and-collect and at the store for delivery.
 */
export function paymentMethodsFor(serviceType: ServiceType | undefined): PaymentMethodId[] {
  const all: PaymentMethodId[] = ['credit-cards', 'paypal', 'pay-by-invoice-b2c', 'pay-by-invoice-b2b', 'payment-at-the-door', 'payment-at-the-store'];
  return all.filter((method) =>
    method === 'payment-at-the-door' ? serviceType === 'DELIVERY' : method === 'payment-at-the-store' ? serviceType === 'CLICK_AND_COLLECT' : true,
  );
}

/** Surcharge percentages are configuration (doc 2 §9): this shop's, as its backend charges them. */
export const SURCHARGE_PERCENT: Readonly<Partial<Record<PaymentMethodId, number>>> = {
  'credit-cards': 1.5,
  paypal: 2,
  'pay-by-invoice-b2c': 2.5,
  'pay-by-invoice-b2b': 1,
};

export function surchargePercentOf(method: PaymentMethodId): number {
  return paymentMethodCarriesSurcharge(method) ? (SURCHARGE_PERCENT[method] ?? 0) : 0;
}

/** The amount the cart leaves to a method: the total minus what the gift card covers. */
export function uncoveredAmount(cart: Cart): number {
  return cart.priceInfo.uncoveredAmountWithoutOverAuthorization ?? Math.max(0, cart.priceInfo.total - (cart.priceInfo.coveredAmount ?? 0));
}

/** The planned payment with a method (not the gift card), if any. */
export function plannedMethod(cart: Cart): string | undefined {
  return cart.payments.find((payment) => payment.methodKey !== GIFT_CARD_PAYMENT.methodKey)?.methodKey;
}

/** A saved card can be chosen when it has not expired. */
export function selectableSavedMethods(methods: readonly SavedPaymentMethod[]): SavedPaymentMethod[] {
  return methods.filter((method) => !method.expired);
}

/** The saved card chosen first: the primary one when it has not expired. */
export function preselectedSavedMethod(methods: readonly SavedPaymentMethod[]): SavedPaymentMethod | undefined {
  return methods.find((method) => method.isPrimary && !method.expired);
}

/** The shopper's choice of payment as the draft keeps it. */
export interface PaymentChoice {
  readonly method: PaymentMethodId;
  readonly brandName?: string;
  readonly savedPaymentMethodId?: string;
  readonly savePaymentMethod?: boolean;
  readonly setPrimary?: boolean;
  /** What the wallet's gift cards pay, in cents. */
  readonly giftCardAmount?: number;
}

/**
 * Whether the order needs the payment provider's page: a card or PayPal for an
 * amount left to pay, not a saved card (charged without the shopper).
 */
export function needsProviderStep(choice: PaymentChoice, amountLeft: number): boolean {
  return (choice.method === 'credit-cards' || choice.method === 'paypal') && choice.savedPaymentMethodId === undefined && amountLeft > 0;
}

/** The payment method type of doc 2 §4 for the finalization query. */
function methodType(choice: PaymentChoice, amountLeft: number): 'ONE_TIER' | 'TWO_TIER' | 'WALLET' {
  if (amountLeft === 0) return 'WALLET';
  return needsProviderStep(choice, amountLeft) ? 'TWO_TIER' : 'ONE_TIER';
}

/**
 * The query of the payment finalization page for an order that
 * needs no provider step: what was chosen, for it to place the order.
 */
export function finalizationQuery(choice: PaymentChoice, amountLeft: number): Record<string, string> {
  const query: Record<string, string> = {
    paymentMethodKey: amountLeft === 0 ? GIFT_CARD_PAYMENT.methodKey : choice.method,
    paymentInitiator: 'REDIRECT',
    paymentMethodType: methodType(choice, amountLeft),
    savePaymentMethod: String(choice.savePaymentMethod === true),
    setPrimary: String(choice.setPrimary === true),
  };
  const brand = amountLeft === 0 ? GIFT_CARD_PAYMENT.brandName : choice.brandName;
  if (brand) query['paymentBrandName'] = brand;
  // Not one of doc 2 §2's parameters: the saved card the finalization charges (its checkout call needs the id).
  if (choice.savedPaymentMethodId) query['savedPaymentMethodId'] = choice.savedPaymentMethodId;
  return query;
}
