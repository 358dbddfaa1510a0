import { useState } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { getSavedPaymentMethods } from '@storefront/shared/account';
import { addCartPayment, totalWithSurcharge, type PaymentMethodId } from '@storefront/shared/checkout';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { requiredChoice } from '@storefront/shared/platform/validation';
import { Button, CheckboxField, Form, RadioGroupField, useZodForm } from '@storefront/shared/platform/ui';
import { readDraft, saveDraft } from './checkout-draft';
import { paymentMethodsFor, preselectedSavedMethod, surchargePercentOf, uncoveredAmount, type PaymentChoice } from './checkout-rules';
import * as styles from './checkout.module.css';
import { saveFailure } from './service-step';
import type { StepProps } from './step-props';
import { StepErrors } from './step-messages';

const paymentFormSchema = z.object({
  choice: requiredChoice(),
  savePaymentMethod: z.optional(z.boolean()),
  setPrimary: z.optional(z.boolean()),
});
type PaymentFormValues = z.output<typeof paymentFormSchema>;

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
  const amount = uncoveredAmount(cart);
  const methods = paymentMethodsFor(cart.distributionAddress?.distributionType);
  const draft = readDraft().payment;
  const savedMethods = saved?.activeMethods ?? [];
  const primary = preselectedSavedMethod(savedMethods);
  const initial = draft ? (draft.savedPaymentMethodId ? `${SAVED}${draft.savedPaymentMethodId}` : draft.method) : primary ? `${SAVED}${primary.id}` : '';
  const form = useZodForm(paymentFormSchema, {
    mode: 'onTouched',
    values: { choice: initial, savePaymentMethod: draft?.savePaymentMethod ?? false, setPrimary: draft?.setPrimary ?? false },
    resetOptions: { keepDirtyValues: true },
  });
  const choice = form.watch('choice');
  const [failure, setFailure] = useState<string | undefined>(paymentError ? paymentErrorText(paymentError, t) : undefined);

  const methodLabel = (method: PaymentMethodId) => {
    const percent = surchargePercentOf(method);
    if (percent === 0) return t(`checkout.payment.method.${method}`);
    return t('checkout.payment.withSurcharge', {
      method: t(`checkout.payment.method.${method}`),
      percent: services.i18n.formatNumber(percent),
      total: formatPrice((cart.priceInfo.coveredAmount ?? 0) + totalWithSurcharge(amount, percent)),
    });
  };
  const options = [
      ...savedMethods.map((method) => ({
        value: `${SAVED}${method.id}`,
        label: t(method.expired ? 'checkout.payment.savedExpired' : 'checkout.payment.saved', {
          brand: method.paymentBrand,
          month: String(method.cardExpiryMonth).padStart(2, '0'),
          year: method.cardExpiryYear,
        }) + (method.isPrimary ? ` ${t('checkout.payment.primary')}` : ''),
        disabled: method.expired,
      })),
      ...methods.map((method) => ({ value: method, label: methodLabel(method) })),
  ];

  const submit = async (values: PaymentFormValues) => {
    setFailure(undefined);
    const savedMethod = values.choice.startsWith(SAVED) ? savedMethods.find((method) => `${SAVED}${method.id}` === values.choice) : undefined;
    const method = (savedMethod ? 'credit-cards' : values.choice) as PaymentMethodId;
    if (method === 'pay-by-invoice-b2b' && !cart.billingAddress?.companyName?.trim()) {
      setFailure(t('checkout.paymentError.companyMissing'));
      return;
    }
    const newCard = !savedMethod && method === 'credit-cards' && customer !== null;
    const chosen: PaymentChoice = {
      method,
      ...(savedMethod ? { savedPaymentMethodId: savedMethod.id, brandName: savedMethod.paymentBrand } : {}),
      savePaymentMethod: newCard && values.savePaymentMethod === true,
      setPrimary: newCard && values.savePaymentMethod === true && values.setPrimary === true,
    };
    saveDraft({ payment: chosen });
    try {
      if (amount > 0) {
        await call(services.api, addCartPayment, { body: { methodKey: method, amount, ...(chosen.brandName ? { brandName: chosen.brandName } : {}) } });
        await session.load();
      }
      onDone();
    } catch (error) {
      setFailure(saveFailure(error, t));
    }
  };

  const offersSaving = customer !== null && choice === 'credit-cards';
  return (
    <section aria-labelledby="step-payment-heading" className={styles.step}>
      <h2 id="step-payment-heading">{t('checkout.step.payment')}</h2>
      <StepErrors errors={errors} extra={failure} />
      <p className={styles.muted}>{t('checkout.payment.amount', { amount: formatPrice(amount) })}</p>
      <Form form={form} onValidSubmit={submit} trackAs="checkout-payment" className={styles.stack}>
        <RadioGroupField name="choice" label={t('checkout.payment.legend')} options={options} className={styles.methods} />
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
