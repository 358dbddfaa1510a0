import { useMemo, useState } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { getSavedPaymentMethods, getWallet } from '@storefront/shared/account';
import type { Cart } from '@storefront/shared/cart';
import {
  addCartPayment,
  GIFT_CARD_PAYMENT,
  removeCartPayment,
  totalWithSurcharge,
  USE_WALLET_SESSION_STORAGE_KEY,
  type PaymentMethodId,
} from '@storefront/shared/checkout';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { optionalText, requiredChoice } from '@storefront/shared/platform/validation';
import { Button, CheckboxField, Form, RadioGroupField, useZodForm } from '@storefront/shared/platform/ui';
import { readDraft, saveDraft } from './checkout-draft';
import { paymentMethodsFor, plannedMethod, preselectedSavedMethod, surchargePercentOf, type PaymentChoice } from './checkout-rules';
import * as styles from './checkout.module.css';
import { saveFailure } from './service-step';
import type { StepProps } from './step-props';
import { StepErrors } from './step-messages';

/** The payment form: a method is required unless the gift card covers the whole order. */
function paymentFormSchema(methodNeeded: boolean) {
  return z.object({
    choice: methodNeeded ? requiredChoice() : optionalText(),
    savePaymentMethod: z.optional(z.boolean()),
    setPrimary: z.optional(z.boolean()),
  });
}
type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>;

/** The shopper's choice to pay with the wallet, kept for the session (doc 2 §4: session storage `use-wallet`). */
function readUseWallet(cart: Cart): boolean {
  try {
    const stored = sessionStorage.getItem(USE_WALLET_SESSION_STORAGE_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    // No storage: from the cart.
  }
  return cart.payments.some((payment) => payment.methodKey === GIFT_CARD_PAYMENT.methodKey);
}

function writeUseWallet(use: boolean): void {
  try {
    sessionStorage.setItem(USE_WALLET_SESSION_STORAGE_KEY, String(use));
  } catch {
    // Quota or privacy mode: the choice lives in the cart's payments only.
  }
}

const SAVED = 'saved:';

/** A payment error the finalization sent back (a message key or an errorCode), as the shopper reads it. */
export function paymentErrorText(value: string, t: (key: string) => string): string {
  const key = value.startsWith('checkout.') ? value : `checkout.paymentError.${value}`;
  const text = t(key);
  return text === key ? t('checkout.paymentError.general') : text;
}

/**
 * Step 4, payment: the methods of the service type with their surcharge
 * shown before choosing (doc 2 §9), a customer's saved cards (expired ones
 * disabled, the primary one preselected) and the choice to keep a new card,
 * as primary or not. Saved as the cart's planned payment.
 */
export function PaymentStep({ cart, session, errors, onDone, paymentError }: StepProps & { readonly paymentError?: string | undefined }) {
  const services = useServices();
  const { t, formatPrice } = services.i18n;
  const customer = services.session.snapshot().customer;
  const { data: saved } = useSWR(customer ? 'saved-payment-methods' : null, () => call(services.api, getSavedPaymentMethods).catch(() => undefined), {
    revalidateOnFocus: false,
  });
  const plannedGift = cart.payments.find((payment) => payment.methodKey === GIFT_CARD_PAYMENT.methodKey);
  const plannedRest = cart.payments.find((payment) => payment.methodKey !== GIFT_CARD_PAYMENT.methodKey);
  const walletOffered = customer !== null && services.config.isEnabled('featureWallet');
  const { data: wallet } = useSWR(walletOffered ? 'wallet' : null, () => call(services.api, getWallet).catch(() => undefined), { revalidateOnFocus: false });
  const [useWallet, setUseWallet] = useState(() => readUseWallet(cart));
  // The gift card covers what its balance allows; the rest goes to another method.
  const giftAmount = useWallet && wallet ? Math.min(wallet.balance, cart.priceInfo.total) : 0;
  const amount = cart.priceInfo.total - giftAmount;
  const schema = useMemo(() => paymentFormSchema(amount > 0), [amount]);
  const methods = paymentMethodsFor(cart.distributionAddress?.distributionType);
  const draft = readDraft().payment;
  const savedMethods = saved?.activeMethods ?? [];
  const primary = preselectedSavedMethod(savedMethods);
  // What the shopper chose before (the draft, or the cart's planned method), else the primary card.
  const planned = plannedMethod(cart);
  const initial = draft
    ? draft.savedPaymentMethodId
      ? `${SAVED}${draft.savedPaymentMethodId}`
      : draft.method
    : primary
      ? `${SAVED}${primary.id}`
      : (planned ?? '');
  const form = useZodForm(schema, {
    mode: 'onTouched',
    values: { choice: initial, savePaymentMethod: draft?.savePaymentMethod ?? false, setPrimary: draft?.setPrimary ?? false },
    resetOptions: { keepDirtyValues: true },
  });
  const choice = form.watch('choice');
  const [failure, setFailure] = useState<string | undefined>(paymentError ? paymentErrorText(paymentError, t) : undefined);

  const methodLabel = (method: PaymentMethodId, name = t(`checkout.payment.method.${method}`)) => {
    const percent = surchargePercentOf(method);
    if (percent === 0) return name;
    return t('checkout.payment.withSurcharge', {
      method: name,
      percent: services.i18n.formatNumber(percent),
      total: formatPrice(giftAmount + totalWithSurcharge(amount, percent)),
    });
  };
  const options = [
      ...savedMethods.map((method) => ({
        value: `${SAVED}${method.id}`,
        label: method.expired
          ? t('checkout.payment.savedExpired', { brand: method.paymentBrand, month: String(method.cardExpiryMonth).padStart(2, '0'), year: method.cardExpiryYear })
          : methodLabel(
              'credit-cards',
              t('checkout.payment.saved', { brand: method.paymentBrand, month: String(method.cardExpiryMonth).padStart(2, '0'), year: method.cardExpiryYear }) +
                (method.isPrimary ? ` ${t('checkout.payment.primary')}` : ''),
            ),
        disabled: method.expired,
      })),
      ...methods.map((method) => ({ value: method, label: methodLabel(method) })),
  ];

  const submit = async (values: PaymentFormValues) => {
    setFailure(undefined);
    const choiceValue = values.choice ?? '';
    const savedMethod = choiceValue.startsWith(SAVED) ? savedMethods.find((method) => `${SAVED}${method.id}` === choiceValue) : undefined;
    const method = (savedMethod ? 'credit-cards' : choiceValue || 'credit-cards') as PaymentMethodId;
    if (amount > 0 && method === 'pay-by-invoice-b2b' && !cart.billingAddress?.companyName?.trim()) {
      setFailure(t('checkout.paymentError.companyMissing'));
      return;
    }
    const newCard = amount > 0 && !savedMethod && method === 'credit-cards' && customer !== null;
    const chosen: PaymentChoice = {
      method,
      ...(savedMethod ? { savedPaymentMethodId: savedMethod.id, brandName: savedMethod.paymentBrand } : {}),
      savePaymentMethod: newCard && values.savePaymentMethod === true,
      setPrimary: newCard && values.savePaymentMethod === true && values.setPrimary === true,
      ...(giftAmount > 0 ? { giftCardAmount: giftAmount } : {}),
    };
    saveDraft({ payment: chosen });
    try {
      // Each part of the plan: added (a new one replaces the planned one of its kind), or, when the new plan has
      // it no more, its planned payment removed: a card must not stay planned once the gift card covers all.
      if (giftAmount > 0 && plannedGift?.amountPlanned !== giftAmount) {
        await call(services.api, addCartPayment, { body: { methodKey: GIFT_CARD_PAYMENT.methodKey, brandName: GIFT_CARD_PAYMENT.brandName, amount: giftAmount } });
      } else if (giftAmount === 0 && plannedGift?.id) {
        await call(services.api, removeCartPayment, { params: { id: plannedGift.id } });
      }
      if (amount > 0) {
        await call(services.api, addCartPayment, { body: { methodKey: method, amount, ...(chosen.brandName ? { brandName: chosen.brandName } : {}) } });
      } else if (plannedRest?.id) {
        await call(services.api, removeCartPayment, { params: { id: plannedRest.id } });
      }
      await session.load();
      await session.validate();
      onDone();
    } catch (error) {
      setFailure(saveFailure(error, t));
    }
  };

  const offersSaving = customer !== null && choice === 'credit-cards' && amount > 0;
  return (
    <section aria-labelledby="step-payment-heading" className={styles.step}>
      <h2 id="step-payment-heading">{t('checkout.step.payment')}</h2>
      <StepErrors errors={errors} extra={failure} />
      <p className={styles.muted}>{t('checkout.payment.amount', { amount: formatPrice(amount) })}</p>
      <Form form={form} onValidSubmit={submit} trackAs="checkout-payment" className={styles.stack}>
        {walletOffered && wallet && wallet.balance > 0 && (
          <div className={styles.giftCard}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={useWallet}
                onChange={(event) => {
                  setUseWallet(event.target.checked);
                  writeUseWallet(event.target.checked);
                }}
              />
              <span>{t('checkout.payment.useWallet', { balance: formatPrice(wallet.balance) })}</span>
            </label>
            {useWallet && (
              <p className={styles.muted} data-testid="gift-card-cover">
                {amount > 0
                  ? t('checkout.payment.walletPartial', { covered: formatPrice(giftAmount), rest: formatPrice(amount) })
                  : t('checkout.payment.walletFull', { covered: formatPrice(giftAmount) })}
              </p>
            )}
          </div>
        )}
        {amount > 0 && <RadioGroupField name="choice" label={t('checkout.payment.legend')} options={options} className={styles.methods} />}
        {offersSaving && (
          <div className={styles.stackTight}>
            <CheckboxField name="savePaymentMethod" label={t('checkout.payment.saveForLater')} />
            {form.watch('savePaymentMethod') && <CheckboxField name="setPrimary" label={t('checkout.payment.setPrimary')} />}
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('checkout.saveAndNext')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
