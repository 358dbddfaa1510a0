import { useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { registerCustomer, registrationOutcome } from '@storefront/shared/account';
import { callWithStatus } from '@storefront/shared/platform/api';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { Button, Form, RadioGroupField, RouteLink, SelectField, TextAreaField, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { ConfigLink } from '../../features/account-ui/config-link';
import { failedField, failureMessage, fieldIssues } from '../../features/account-ui/failure-message';
import { recaptchaResponse } from '../../features/account-ui/recaptcha';
import * as styles from '../../features/account-ui/account.module.css';
import { configLinkSchema, useComponentConfig } from '../../features/component-config/use-component-config';
import { COUNTRIES, SALUTATION_CHOICES } from '../../features/customer-form/customer-fields';
import { createRegistrationSchema, EMPTY_REGISTRATION, registrationRequest, type RegistrationInput, type RegistrationValues } from './registration-schema';
import { SuccessWithLogin } from '../../features/account-ui/success-with-login';

/** The `registration` component config (doc 1 §3). */
const registrationConfigSchema = z.object({
  headline: z.optional(z.string()),
  intro: z.optional(z.string()),
  benefits: z.optional(z.array(z.string())),
  loyaltyOptIn: z.optional(z.string()),
  privacyNotice: z.optional(z.object({ text: z.optional(z.string()), link: z.optional(configLinkSchema) })),
  confirmationText: z.optional(z.string()),
  recaptchaSiteKey: z.optional(z.string()),
});

const FORM_FIELDS = new Set(Object.keys(EMPTY_REGISTRATION));

/**
 * Registration (doc 2 §5, §7): 202 means a confirmation mail was sent and the
 * page says so; 200 returns the customer logged in, and the shop goes on to
 * the profile with from=registration, which welcomes them. An address that
 * has an account answers 202 as well (its owner gets a mail), so the page
 * never says which addresses have one. A refusal that names a field (a club
 * card of another) is told at that field; what was typed stays.
 */
export function RegistrationPage() {
  const { api, session, navigation, i18n } = useServices();
  const { t } = i18n;
  const { config } = useComponentConfig('registration', registrationConfigSchema);
  const { customer } = useSessionSnapshot();
  const schema = useMemo(() => createRegistrationSchema(), []);
  // A card number or code whose field the shopper hid again (answered "no") is dropped with it, not checked unseen.
  const form = useZodForm(schema, { defaultValues: EMPTY_REGISTRATION, shouldUnregister: true });
  const [outcome, setOutcome] = useState<'confirmationSent' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const hasClubCard = form.watch('hasClubCard') === 'true';
  const hasActivationCode = form.watch('hasActivationCode') === 'true';

  const submit = async (values: RegistrationValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const captcha = await recaptchaResponse(config.recaptchaSiteKey, 'registration');
      const answer = registrationOutcome(
        await callWithStatus(api, registerCustomer, { body: await registrationRequest(values), query: captcha ? { recaptchaResponse: captcha } : {} }),
      );
      if (answer.status === 'confirmationSent') {
        setOutcome('confirmationSent');
        return;
      }
      // The answer set the session cookies: the shell's session reads the new customer.
      await session.refresh();
      navigation.navigate({ name: 'profile', query: { from: 'registration' } }, { replace: true });
    } catch (error) {
      // What only the server can check (a password too common) is told at its field, the first one focused.
      const issues = fieldIssues(error).filter(({ field }) => FORM_FIELDS.has(field));
      if (issues.length > 0) {
        issues.forEach(({ field, message }, index) =>
          form.setError(field as keyof RegistrationInput, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        return;
      }
      const field = failedField(error);
      const text = failureMessage(error, t);
      if (field && FORM_FIELDS.has(field)) {
        form.setError(field as keyof RegistrationInput, { type: 'server', message: text }, { shouldFocus: true });
      } else {
        setFailure(text);
      }
    } finally {
      inFlight.current = false;
    }
  };

  if (outcome === 'confirmationSent') {
    return (
      <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="account-registration-sent">
        <div className={styles.card}>
          <h1 id="account-registration-sent" className={styles.title}>
            {t('account.registration.confirmationHeadline')}
          </h1>
          <SuccessWithLogin text={config.confirmationText ?? t('account.registration.confirmationSent')} />
        </div>
      </section>
    );
  }

  const yesNo = [
    { value: 'true', label: t('account.form.yes') },
    { value: 'false', label: t('account.form.no') },
  ];
  const label = (key: string, required = false) => `${t(`account.field.${key}`)}${required ? ' *' : ''}`;

  return (
    <div className={`${styles.page} ${styles.medium}`}>
      <h1 className={styles.title}>{config.headline ?? t('account.registration.headline')}</h1>
      {config.intro && <p className={styles.intro}>{config.intro}</p>}
      {config.benefits && config.benefits.length > 0 && (
        <ul className={`${styles.benefits} ${styles.card}`}>
          {config.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      )}
      {customer && (
        <p className={styles.notice}>
          {t('account.login.loggedInAs', { firstName: customer.firstName })}{' '}
          <RouteLink to={{ name: 'profile' }} className={styles.link}>
            {t('account.menu.profile')}
          </RouteLink>
        </p>
      )}
      <p className={styles.muted}>{t('account.form.requiredHint')}</p>
      {failure && (
        <p role="alert" className={`${styles.notice} ${styles.error}`}>
          {failure}
        </p>
      )}
      <Form form={form} onValidSubmit={submit} trackAs="registration" className={styles.card}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.registration.personal')}</legend>
          <div className={styles.columns}>
            <SelectField
              name="salutation"
              label={label('salutation')}
              placeholder={t('account.form.choose')}
              options={SALUTATION_CHOICES.map((value) => ({ value, label: t(`account.salutation.${value}`) }))}
            />
            <TextField name="academicTitle" label={label('academicTitle')} autoComplete="honorific-prefix" />
            <TextField name="firstName" label={label('firstName', true)} autoComplete="given-name" />
            <TextField name="lastName" label={label('lastName', true)} autoComplete="family-name" />
            <TextField name="birthdate" label={label('birthdate')} hint={t('account.field.birthdateHint')} inputMode="numeric" autoComplete="bday" />
          </div>
          <RadioGroupField
            name="gender"
            label={label('gender', true)}
            options={(['Female', 'Male', 'Diverse'] as const).map((value) => ({ value, label: t(`account.gender.${value}`) }))}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.registration.address')}</legend>
          <div className={styles.columns}>
            <TextField name="streetName" label={label('streetName', true)} autoComplete="address-line1" />
            <TextField name="streetNumber" label={label('streetNumber', true)} />
            <TextField name="stairCase" label={label('stairCase')} />
            <TextField name="floor" label={label('floor')} />
            <TextField name="door" label={label('door')} />
            <TextField name="postalCode" label={label('postalCode', true)} inputMode="numeric" autoComplete="postal-code" />
            <TextField name="city" label={label('city', true)} autoComplete="address-level2" />
            <SelectField name="country" label={label('country', true)} options={COUNTRIES.map((value) => ({ value, label: t(`account.country.${value}`) }))} />
            <TextField name="phoneNumber" type="tel" label={label('phoneNumber')} hint={t('account.field.phoneHint')} autoComplete="tel" />
            <TextField name="mobileNumber" type="tel" label={label('mobileNumber')} autoComplete="tel" />
          </div>
          <TextAreaField name="deliveryNote" label={label('deliveryNote')} rows={3} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.registration.access')}</legend>
          <TextField name="email" type="email" label={label('email', true)} autoComplete="email" />
          <TextField name="password" type="password" label={label('password', true)} hint={t('account.field.passwordHint')} autoComplete="new-password" />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.registration.club')}</legend>
          {config.loyaltyOptIn && <p className={styles.muted}>{config.loyaltyOptIn}</p>}
          <RadioGroupField name="hasClubCard" label={label('hasClubCard', true)} options={yesNo} />
          {hasClubCard && (
            <TextField name="cardNumber" label={label('cardNumber', true)} hint={t('account.field.cardNumberHint')} inputMode="numeric" />
          )}
          <RadioGroupField name="hasActivationCode" label={label('hasActivationCode', true)} options={yesNo} />
          {hasActivationCode && <TextField name="activationCode" label={label('activationCode', true)} autoComplete="one-time-code" />}
        </fieldset>
        {config.privacyNotice && (
          <p className={styles.muted}>
            {config.privacyNotice.text}{' '}
            {config.privacyNotice.link && <ConfigLink link={config.privacyNotice.link} className={styles.link} />}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.registration.submit')}
          </Button>
          <span className={styles.muted}>
            {t('account.registration.haveAccount')}{' '}
            <RouteLink to={{ name: 'login' }} className={styles.link}>
              {t('account.menu.login')}
            </RouteLink>
          </span>
        </div>
      </Form>
    </div>
  );
}
