import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import { LAZY_CHUNK_TIMEOUT } from '@storefront/shared/platform/testing';
import { aBlock, contentServices, controllableSession, renderBlocks, trackedEvents } from '../../testing/content.test-support';

const contactForm = () =>
  aBlock(
    'contact-form',
    {
      contactGroups: [
        { value: 'order', label: 'Bestellung und Lieferung', fields: ['ordernumber'] },
        { value: 'product', label: 'Frage zu einem Produkt', fields: ['productean'] },
        { value: 'feedback', label: 'Lob und Kritik', fields: [] },
      ],
    },
    'Schreiben Sie uns',
  );

const pdf = (name = 'beleg.pdf', bytes = 12) => new File([new Uint8Array(bytes).fill(0x25)], name, { type: 'application/pdf' });

async function renderForm(options: Parameters<typeof contentServices>[0] = {}) {
  const test = contentServices(options);
  renderBlocks([contactForm()], test.services);
  // The form is a lazy chunk of its own.
  await screen.findByRole('button', { name: 'Nachricht senden' }, { timeout: LAZY_CHUNK_TIMEOUT });
  return test;
}

function errorOf(label: RegExp | string): string {
  const field = screen.getByLabelText(label);
  // The field's description is its hint and its rule message; the message is the one ending in -error.
  const ids = (field.getAttribute('aria-describedby')?.split(' ') ?? []).filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'kundin@frischmarkt.example');
  await user.selectOptions(screen.getByLabelText(/^Worum geht es/), 'order');
  await user.type(screen.getByLabelText(/^Ihre Nachricht/), 'Die Milch war leider sauer.');
}

describe('contact form (doc 2 §5)', () => {
  it('tells what is missing, focuses the first invalid field and tracks label and message of each (doc 1 §5)', async () => {
    const { published } = await renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    // The form kit checks asynchronously: its answer is awaited.
    await waitFor(() => expect(errorOf(/^Vorname/)).toBe('Dieses Feld ist ein Pflichtfeld.'));
    expect(errorOf(/^E-Mail-Adresse/)).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(errorOf(/^Worum geht es/)).toBe('Bitte wählen Sie mindestens einen Wert aus.');
    expect(errorOf(/^Ihre Nachricht/)).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(screen.getByLabelText(/^Vorname/)).toHaveFocus();
    expect(trackedEvents(published)).toContainEqual({
      event: 'formError',
      form: 'contact-form',
      fields: expect.arrayContaining([
        { label: 'Vorname (Pflichtfeld)', message: 'Dieses Feld ist ein Pflichtfeld.' },
        { label: 'E-Mail-Adresse (Pflichtfeld)', message: 'Dieses Feld ist ein Pflichtfeld.' },
        { label: 'Worum geht es? (Pflichtfeld)', message: 'Bitte wählen Sie mindestens einen Wert aus.' },
        { label: 'Ihre Nachricht (Pflichtfeld)', message: 'Dieses Feld ist ein Pflichtfeld.' },
      ]),
    });
    expect((trackedEvents(published).find((event) => event.event === 'formError')!.fields as unknown[]).length).toBe(4);
  });

  it('checks each field by its rule', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Vorname/), 'Anna{Enter}');
    await user.type(screen.getByLabelText(/^Vorname/), ' Maria Theresia Walburga Amalia');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'kundin-at-frischmarkt');
    await user.type(screen.getByLabelText(/^Postleitzahl/), '10');
    await user.type(screen.getByLabelText(/^Ort/), 'Wien<');
    await user.selectOptions(screen.getByLabelText(/^Worum geht es/), 'order');
    await user.type(await screen.findByLabelText(/^Bestellnummer/), '47-11');
    await user.type(screen.getByLabelText(/^Ihre Nachricht/), 'Hallo <b>');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(errorOf(/^Vorname/)).toBe('Maximal 24 Zeichen.'));
    expect(errorOf(/^E-Mail-Adresse/)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(errorOf(/^Postleitzahl/)).toBe('Mindestens 4 Zeichen.');
    expect(errorOf(/^Ort/)).toBe('Das Zeichen „<“ ist nicht erlaubt.');
    expect(errorOf(/^Bestellnummer/)).toBe('Bitte geben Sie nur Ziffern ein.');
    expect(errorOf(/^Ihre Nachricht/)).toBe('Das Zeichen „<“ ist nicht erlaubt.');
    // A message goes as soon as the field is right.
    await user.clear(screen.getByLabelText(/^Postleitzahl/));
    await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
    expect(errorOf(/^Postleitzahl/)).toBe('');
  });

  it('asks the fields of the chosen contact group only', async () => {
    await renderForm();
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Bestellnummer/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Worum geht es/), 'product');
    expect(screen.getByLabelText(/^EAN/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Bestellnummer/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^EAN/), 'abc');
    // Another group: the EAN is neither shown nor checked.
    await user.selectOptions(screen.getByLabelText(/^Worum geht es/), 'feedback');
    expect(screen.queryByLabelText(/^EAN/)).not.toBeInTheDocument();
  });

  it('takes at most 3 files of pdf, jpeg or png and at most 10,000,000 bytes each', async () => {
    await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await fillRequired(user);
    const upload = screen.getByLabelText(/^Anhänge/);
    const send = screen.getByRole('button', { name: 'Nachricht senden' });

    await user.upload(upload, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]);
    await user.click(send);
    expect(errorOf(/^Anhänge/)).toBe('Sie können höchstens 3 Dateien hochladen.');
    await user.click(screen.getByRole('button', { name: '4.pdf entfernen' }));
    expect(errorOf(/^Anhänge/)).toBe('');

    await user.upload(upload, new File(['MZ'], 'programm.exe', { type: 'application/x-msdownload' }));
    expect(errorOf(/^Anhänge/)).toBe('Sie können höchstens 3 Dateien hochladen.');
    await user.click(screen.getByRole('button', { name: '3.pdf entfernen' }));
    expect(errorOf(/^Anhänge/)).toBe('Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.');
    expect(within(screen.getByRole('button', { name: 'programm.exe entfernen' }).closest('li')!).getByText('Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'programm.exe entfernen' }));

    await user.upload(upload, new File([new Uint8Array(10_000_001)], 'scan.png', { type: 'image/png' }));
    expect(errorOf(/^Anhänge/)).toBe('Eine Datei darf höchstens 10 MB groß sein.');
    await user.click(screen.getByRole('button', { name: 'scan.png entfernen' }));
    await user.upload(upload, new File([new Uint8Array(10_000_000)], 'scan.jpg', { type: 'image/jpeg' }));
    expect(errorOf(/^Anhänge/)).toBe('');
  });

  it('sends the message with its files as base64 and shows the reference', async () => {
    let body: Record<string, unknown> = {};
    await renderForm({
      handlers: {
        'POST /api/content/contact': ({ init }) => {
          body = JSON.parse(String(init.body)) as Record<string, unknown>;
          return { status: 201, body: { reference: 'K-20260302-004711' } };
        },
      },
    });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Bestellnummer/), '4711');
    await user.upload(screen.getByLabelText(/^Anhänge/), new File(['%PDF-1.7'], 'beleg.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von 24 Stunden. Ihre Vorgangsnummer: K-20260302-004711')).toBeInTheDocument();
    expect(body).toMatchObject({
      firstname: 'Anna',
      email: 'kundin@frischmarkt.example',
      contactgroup: 'order',
      ordernumber: '4711',
      text: 'Die Milch war leider sauer.',
      files: [{ name: 'beleg.pdf', type: 'application/pdf', size: 8, content: btoa('%PDF-1.7') }],
    });
    // Sent: the form is empty again.
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('');
  });

  it('says so when the message cannot be sent, keeping what was typed', async () => {
    await renderForm({ handlers: { 'POST /api/content/contact': { status: 503 } } });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Ihre Nachricht konnte gerade nicht gesendet werden. Bitte versuchen Sie es in ein paar Minuten noch einmal.')).toBeInTheDocument();
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Anna');
  });

  it('fills the person fields when a customer logs in and empties them when the customer is cleared (doc 1 §4)', async () => {
    const session = controllableSession();
    await renderForm({ session: session.service });
    const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value(/^Vorname/)).toBe('');
    act(() =>
      session.set(
        aCustomer({
          phoneNumber: '0664 1234567',
          streetName: 'Mariahilfer Straße',
          streetNumber: '12',
          postalCode: '1070',
          city: 'Wien',
          country: 'AT',
        }),
      ),
    );
    expect(value(/^Vorname/)).toBe('Anna');
    expect(value(/^Nachname/)).toBe('Berger');
    expect(value(/^E-Mail-Adresse/)).toBe('kundin@frischmarkt.example');
    expect(value(/^Anrede/)).toBe('Female');
    expect(value(/^Telefonnummer/)).toBe('+43 6641234567');
    expect(value(/^Straße und Hausnummer/)).toBe('Mariahilfer Straße 12');
    expect(value(/^Postleitzahl/)).toBe('1070');
    expect(value(/^Ort/)).toBe('Wien');
    expect(value(/^Land/)).toBe('AT');
    act(() => session.set(null));
    for (const label of [/^Vorname/, /^Nachname/, /^E-Mail-Adresse/, /^Telefonnummer/, /^Straße und Hausnummer/, /^Postleitzahl/, /^Ort/, /^Land/, /^Anrede/]) {
      expect(value(label), String(label)).toBe('');
    }
  });
});
