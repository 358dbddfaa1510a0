// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { StorefrontServices } from '../../contracts/services';
import { renderWithServices } from '../../testing/render-parcel.test-support';
import { createTestServices } from '../../testing/test-services.test-support';
import { ruleMessage } from '../../validation/rule-message';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

const messages = {
  'validation.required': 'Dieses Feld ist ein Pflichtfeld.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.maxLength': 'Maximal {0} Zeichen',
  'validation.digits': 'Nur Zahlen',
  'validation.terms': 'Bitte stimmen Sie den AGB zu.',
};

const required = ruleMessage('validation.required');

// zod/mini, the way shared's form rules are written: messages are `key|param` rule messages.
const registrationSchema = z.object({
  salutation: z.enum(['Female', 'Male', 'Company'], required),
  firstName: z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(10, ruleMessage('validation.maxLength', 10)),
  ),
  email: z.email(ruleMessage('validation.email')),
  address: z.object({
    zip: z.string().check(z.regex(/^\d{4,5}$/, ruleMessage('validation.digits'))),
    country: z.enum(['AT', 'DE'], required),
  }),
  // A boolean that must be true: the checkbox starts unticked.
  terms: z.boolean().check(z.refine((accepted) => accepted, ruleMessage('validation.terms'))),
});

type Registration = z.output<typeof registrationSchema>;

function RegistrationForm({ onSave }: { onSave: (values: Registration) => void }) {
  const form = useZodForm(registrationSchema, {
    defaultValues: { firstName: '', email: '', address: { zip: '', country: undefined }, terms: false },
  });
  return (
    <Form form={form} onValidSubmit={onSave} trackAs="registration" aria-label="Registrierung">
      <RadioGroupField
        name="salutation"
        label="Anrede"
        options={[
          { value: 'Female', label: 'Frau' },
          { value: 'Male', label: 'Herr' },
          { value: 'Company', label: 'Firma' },
        ]}
      />
      <TextField name="firstName" label="Vorname" autoComplete="given-name" />
      <TextField name="email" label="E-Mail-Adresse" type="email" hint="Wir schicken Ihnen die Bestätigung." />
      <TextField name="address.zip" label="PLZ" inputMode="numeric" />
      <SelectField
        name="address.country"
        label="Land"
        placeholder="Bitte wählen"
        options={[
          { value: 'AT', label: 'Österreich' },
          { value: 'DE', label: 'Deutschland' },
        ]}
      />
      <CheckboxField name="terms" label="Ich stimme den AGB zu" />
      <button type="submit">Registrieren</button>
    </Form>
  );
}

function renderForm(services: StorefrontServices, onSave = vi.fn()) {
  renderWithServices(<RegistrationForm onSave={onSave} />, { services });
  return onSave;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Frau' }));
  await user.type(field('Vorname'), '  Anna ');
  await user.type(field('E-Mail-Adresse'), 'anna@example.at');
  await user.type(field('PLZ'), '1010');
  await user.selectOptions(field('Land'), 'Österreich');
  await user.click(field('Ich stimme den AGB zu'));
}

describe('forms of the kit (react-hook-form with a zod/mini schema)', () => {
  it('shows each translated rule message beside its field, marks it invalid and focuses the first one', async () => {
    const { services, published } = createTestServices({ messages });
    const onSave = renderForm(services);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    // react-hook-form checks asynchronously (the resolver's parseAsync): its answer is awaited, never assumed.
    const salutation = screen.getByRole('radiogroup', { name: 'Anrede' });
    await waitFor(() => expect(salutation).toHaveAttribute('aria-invalid', 'true'));
    expect(onSave).not.toHaveBeenCalled();
    expect(descriptionOf(salutation)).toEqual(['Dieses Feld ist ein Pflichtfeld.']);
    // The first invalid field in page order gets focus: the group's first radio.
    expect(within(salutation).getByRole('radio', { name: 'Frau' })).toHaveFocus();

    const firstName = field('Vorname');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(firstName)).toEqual(['Dieses Feld ist ein Pflichtfeld.']);
    // The hint stays, the message comes after it.
    expect(descriptionOf(field('E-Mail-Adresse'))).toEqual([
      'Wir schicken Ihnen die Bestätigung.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ]);
    expect(descriptionOf(field('PLZ'))).toEqual(['Nur Zahlen']);
    expect(descriptionOf(field('Land'))).toEqual(['Dieses Feld ist ein Pflichtfeld.']);
    expect(field('Ich stimme den AGB zu')).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field('Ich stimme den AGB zu'))).toEqual(['Bitte stimmen Sie den AGB zu.']);

    // doc 1 §5: tracking collects label and message of each invalid field.
    const formError = published.find((event) => event.name === 'tracking:event');
    expect(formError?.payload).toMatchObject({
      event: 'formError',
      form: 'registration',
      fields: expect.arrayContaining([
        { label: 'Anrede', message: 'Dieses Feld ist ein Pflichtfeld.' },
        { label: 'Vorname', message: 'Dieses Feld ist ein Pflichtfeld.' },
        { label: 'PLZ', message: 'Nur Zahlen' },
        { label: 'Ich stimme den AGB zu', message: 'Bitte stimmen Sie den AGB zu.' },
      ]),
    });
  });

  it('keeps everything typed, fills in rule parameters and focuses the first invalid field, not the first field', async () => {
    const { services } = createTestServices({ messages });
    const onSave = renderForm(services);
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.clear(field('Vorname'));
    await user.type(field('Vorname'), 'Annabella Maria');
    await user.clear(field('PLZ'));
    await user.type(field('PLZ'), '10a');

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    await waitFor(() => expect(field('Vorname')).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
    expect(descriptionOf(field('Vorname'))).toEqual(['Maximal 10 Zeichen']);
    expect(field('PLZ')).toHaveAttribute('aria-invalid', 'true');
    // Nothing the shopper typed or chose is lost.
    expect(field('Vorname').value).toBe('Annabella Maria');
    expect(field('E-Mail-Adresse').value).toBe('anna@example.at');
    expect(field('PLZ').value).toBe('10a');
    expect(field('Land').value).toBe('AT');
    expect(field('Ich stimme den AGB zu').checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Frau' }) as HTMLInputElement).checked).toBe(true);
    // Valid fields are not marked.
    expect(field('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
    expect(descriptionOf(field('E-Mail-Adresse'))).toEqual(['Wir schicken Ihnen die Bestätigung.']);
  });

  it('clears a message as soon as the field is fixed', async () => {
    const { services } = createTestServices({ messages });
    renderForm(services);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Herr' }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(field('Vorname')).toHaveFocus());

    await user.type(field('Vorname'), 'Max');
    expect(field('Vorname')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Maximal 10 Zeichen')).not.toBeInTheDocument();
    expect(descriptionOf(field('Vorname'))).toEqual([]);
  });

  it('submits the values the schema produced when every field is valid', async () => {
    const { services, published } = createTestServices({ messages });
    const onSave = renderForm(services);
    const user = userEvent.setup();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      salutation: 'Female',
      firstName: 'Anna',
      email: 'anna@example.at',
      address: { zip: '1010', country: 'AT' },
      terms: true,
    });
    expect(published).toEqual([]);
    expect(screen.queryByText('Dieses Feld ist ein Pflichtfeld.')).not.toBeInTheDocument();
  });

  it('says aria-busy while the submit handler runs', async () => {
    const { services } = createTestServices({ messages });
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(services, onSave);
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    const form = screen.getByRole('form', { name: 'Registrierung' });
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await act(async () => finish());
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBeNull());
  });
});

const newsletterSchema = z.object({
  email: z.email(ruleMessage('validation.email')),
  topic: z.enum(['offers', 'recipes'], required),
});

/** Fields bound through `control`, in a form the remote renders itself. */
function NewsletterForm({ onSubscribe }: { onSubscribe: (email: string) => void }) {
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '', topic: 'offers' } });
  const [invalidCount, setInvalidCount] = useState(0);
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => onSubscribe(values.email),
          (errors) => setInvalidCount(Object.keys(errors).length),
        )(event)
      }
    >
      <TextField control={form.control} name="email" label="E-Mail-Adresse" type="email" />
      <SelectField
        control={form.control}
        name="topic"
        label="Thema"
        options={[
          { value: 'offers', label: 'Angebote' },
          { value: 'recipes', label: 'Rezepte' },
        ]}
      />
      <p>{invalidCount} ungültig</p>
      <button type="submit">Abonnieren</button>
    </form>
  );
}

const paymentSchema = z.object({
  // Invoice is not offered for this order: a chosen but invalid radio.
  paymentMethod: z.enum(['card', 'invoice']).check(z.refine((method) => method === 'card', ruleMessage('validation.invoiceUnavailable'))),
});

function PaymentForm() {
  const form = useZodForm(paymentSchema, { defaultValues: { paymentMethod: 'invoice' } });
  return (
    <Form form={form} onValidSubmit={() => undefined}>
      <RadioGroupField
        name="paymentMethod"
        label="Zahlungsart"
        hint="Wählen Sie, wie Sie bezahlen."
        options={[
          { value: 'card', label: 'Kreditkarte' },
          { value: 'invoice', label: 'Rechnung' },
        ]}
      />
      <button type="submit">Weiter</button>
    </Form>
  );
}

describe('radio groups', () => {
  it('focus the chosen radio of an invalid group and describe the group with hint and message', async () => {
    const { services } = createTestServices({ messages: { 'validation.invoiceUnavailable': 'Rechnung ist nicht möglich.' } });
    renderWithServices(<PaymentForm />, { services });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const group = screen.getByRole('radiogroup', { name: 'Zahlungsart' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Rechnung' })).toHaveFocus());
    expect(descriptionOf(group)).toEqual(['Wählen Sie, wie Sie bezahlen.', 'Rechnung ist nicht möglich.']);
    expect(within(group).getByRole('radio', { name: 'Kreditkarte' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(group).getByRole('radio', { name: 'Kreditkarte' }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(descriptionOf(group)).toEqual(['Wählen Sie, wie Sie bezahlen.']);
  });
});

describe('fields bound by a control prop', () => {
  it('work without <Form>: they show their message and submit valid data', async () => {
    const { services } = createTestServices({ messages });
    const onSubscribe = vi.fn();
    renderWithServices(<NewsletterForm onSubscribe={onSubscribe} />, { services });
    const user = userEvent.setup();
    await user.type(field('E-Mail-Adresse'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('1 ungültig')).toBeInTheDocument();
    expect(descriptionOf(field('E-Mail-Adresse'))).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);

    await user.type(field('E-Mail-Adresse'), 'example.at');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith('anna@example.at'));
  });
});
