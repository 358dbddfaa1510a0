import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { getPhysicalCardStatus, orderPhysicalCard, physicalCardOrderSchema, type PhysicalCardOrder } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';
import { Button, Form, RouteLink, SelectField, Skeleton, TextField, useZodForm } from '@storefront/shared/platform/ui';
import * as styles from '../../features/account-ui/account.module.css';
import { failureMessage } from '../../features/account-ui/failure-message';
import { useComponentConfig } from '../../features/component-config/use-component-config';
import { COUNTRIES } from '../../features/customer-form/customer-fields';
import { StatusMessage } from '../../features/profile/status-message';
import { useCustomerData } from '../../features/profile/use-customer-data';
import { CardOrderConfirmation } from './card-order-confirmation';
import { markCardOrdered } from './card-ordered-marker';

/** The `physicalcard` component config (doc 1 §3). */
const physicalCardConfigSchema = z.object({
  headline: z.optional(z.string()),
  intro: z.optional(z.string()),
  orderText: z.optional(z.string()),
  statusTexts: z.optional(z.object({ ordered: z.optional(z.string()), active: z.optional(z.string()), blocked: z.optional(z.string()) })),
});

/** The customer's own address as the order's first guess. */
function addressOf(customer: Customer): PhysicalCardOrder {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    streetName: customer.streetName ?? '',
    streetNumber: customer.streetNumber ?? '',
    stairCase: customer.stairCase ?? '',
    floor: customer.floor ?? '',
    door: customer.door ?? '',
    postalCode: customer.postalCode ?? '',
    city: customer.city ?? '',
    country: COUNTRIES.find((code) => code === customer.country) ?? 'AT',
  };
}

/**
 * Ordering the physical club card (route order-physical-card, focused
 * layout, only where the loyalty integration is off, doc 1 §2): its status
 * first (doc 2 §9: can be ordered, is ordered, cannot be ordered), then the
 * address it goes to; sent, the shop moves on to the confirmation page,
 * which confirms only an order this tab has just sent.
 */
export function OrderPhysicalCardPage({ route }: Pick<MountProps, 'route'>) {
  const { i18n } = useServices();
  const { t } = i18n;
  const { customer, status } = useSessionSnapshot();
  const { config } = useComponentConfig('physicalcard', physicalCardConfigSchema);
  if (route?.name === 'order-physical-card-confirmation') {
    return <CardOrderConfirmation headline={config.headline} orderedText={config.statusTexts?.ordered} />;
  }
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{config.headline ?? t('account.physicalCard.headline')}</h1>
      {config.intro && <p className={styles.intro}>{config.intro}</p>}
      {customer ? (
        <OrderForm customer={customer} orderText={config.orderText} statusTexts={config.statusTexts} />
      ) : status === 'unknown' ? (
        <Skeleton width="100%" height="12rem" />
      ) : (
        <div className={styles.card}>
          <p>{t('account.physicalCard.loginFirst')}</p>
          <RouteLink to={{ name: 'login', query: { returnUrl: window.location.pathname } }} className={styles.link}>
            {t('account.menu.login')}
          </RouteLink>
        </div>
      )}
    </div>
  );
}

function OrderForm({
  customer,
  orderText,
  statusTexts,
}: {
  customer: Customer;
  orderText: string | undefined;
  statusTexts: { ordered?: string | undefined; blocked?: string | undefined } | undefined;
}) {
  const { api, navigation, i18n } = useServices();
  const { t } = i18n;
  const card = useCustomerData('physical-card', () => call(api, getPhysicalCardStatus));
  const form = useZodForm(physicalCardOrderSchema, { defaultValues: addressOf(customer) });
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (address: z.output<typeof physicalCardOrderSchema>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await call(api, orderPhysicalCard, { body: address });
      // Only this success lets the confirmation page say the card is ordered.
      markCardOrdered();
      navigation.navigate({ name: 'order-physical-card-confirmation' });
    } catch (error) {
      setFailure(failureMessage(error, t));
    } finally {
      inFlight.current = false;
    }
  };

  if (card.error && !card.data) return <StatusMessage kind="error" text={failureMessage(card.error, t)} />;
  if (!card.data) return <Skeleton width="100%" height="12rem" />;
  if (card.data.orderAvailability === 'IsOrdered') return <p className={`${styles.notice} ${styles.success}`}>{statusTexts?.ordered ?? t('account.physicalCard.ordered')}</p>;
  if (card.data.orderAvailability === 'CanNotBeOrdered') return <p className={`${styles.notice} ${styles.error}`}>{statusTexts?.blocked ?? t('account.physicalCard.blocked')}</p>;

  return (
    <section aria-labelledby="account-card-order" className={styles.card}>
      <h2 id="account-card-order" className={styles.subtitle}>
        {t('account.physicalCard.address')}
      </h2>
      {orderText && <p className={styles.muted}>{orderText}</p>}
      <StatusMessage kind="error" text={failure} />
      <Form form={form} onValidSubmit={submit} trackAs="physical-card">
        <div className={styles.columns}>
          <TextField name="firstName" label={`${t('account.field.firstName')} *`} autoComplete="given-name" />
          <TextField name="lastName" label={`${t('account.field.lastName')} *`} autoComplete="family-name" />
          <TextField name="streetName" label={`${t('account.field.streetName')} *`} autoComplete="address-line1" />
          <TextField name="streetNumber" label={`${t('account.field.streetNumber')} *`} />
          <TextField name="stairCase" label={t('account.field.stairCase')} />
          <TextField name="floor" label={t('account.field.floor')} />
          <TextField name="door" label={t('account.field.door')} />
          <TextField name="postalCode" label={`${t('account.field.postalCode')} *`} inputMode="numeric" autoComplete="postal-code" />
          <TextField name="city" label={`${t('account.field.city')} *`} autoComplete="address-level2" />
          <SelectField name="country" label={`${t('account.field.country')} *`} options={COUNTRIES.map((value) => ({ value, label: t(`account.country.${value}`) }))} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.physicalCard.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
