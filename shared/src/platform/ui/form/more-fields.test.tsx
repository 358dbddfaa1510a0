// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderWithServices } from '../../testing/render-parcel.test-support';
import { createTestServices } from '../../testing/test-services.test-support';
import { uploadFilesField } from '../../validation/file-upload';
import { ruleMessage } from '../../validation/rule-message';
import { CheckboxGroupField } from './checkbox-group-field';
import { FileUploadField } from './file-upload-field';
import { Form } from './form';
import { TextAreaField } from './textarea-field';
import { useZodForm } from './use-zod-form';

const messages = {
  'validation.required': 'Dieses Feld ist ein Pflichtfeld.',
  'validation.chooseOne': 'Bitte wählen Sie mindestens einen Wert.',
  'validation.fileType': 'Nur PDF, JPEG oder PNG.',
  'validation.fileTooLarge': 'Höchstens {0} MB.',
  'validation.tooManyFiles': 'Höchstens {0} Dateien.',
  'ui.form.chosenFiles': 'Ausgewählte Dateien',
  'ui.form.removeFile': '{name} entfernen',
};

const schema = z.object({
  message: z.string().check(z.trim(), z.minLength(1, ruleMessage('validation.required'))),
  topics: z.array(z.string()).check(z.minLength(1, ruleMessage('validation.chooseOne'))),
  files: uploadFilesField,
});

function ContactForm({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { message: '', topics: [], files: [] } });
  return (
    <Form form={form} onValidSubmit={onSave} aria-label="Kontakt">
      <TextAreaField name="message" label="Ihre Nachricht" rows={4} />
      <CheckboxGroupField
        name="topics"
        label="Worum geht es?"
        options={[
          { value: 'delivery', label: 'Lieferung' },
          { value: 'payment', label: 'Bezahlung' },
        ]}
      />
      <FileUploadField name="files" label="Anhänge" />
      <button type="submit">Senden</button>
    </Form>
  );
}

function renderForm(onSave = vi.fn()) {
  const { services } = createTestServices({ messages });
  renderWithServices(<ContactForm onSave={onSave} />, { services });
  return onSave;
}

const pdf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('textarea, checkbox group and upload fields', () => {
  it('show their rule messages, mark themselves invalid and focus the first', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const message = screen.getByRole('textbox', { name: 'Ihre Nachricht' });
    // react-hook-form checks asynchronously (the resolver's parseAsync): its answer is awaited, never assumed.
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toBe(document.activeElement);
    expect(screen.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie mindestens einen Wert.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('collect the chosen values and files and submit them', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Die Milch fehlte.');
    const group = screen.getByRole('group', { name: 'Worum geht es?' });
    await user.click(within(group).getByLabelText('Lieferung'));
    await user.click(within(group).getByLabelText('Bezahlung'));
    await user.click(within(group).getByLabelText('Bezahlung'));
    await user.upload(screen.getByLabelText('Anhänge'), [pdf('rechnung.pdf')]);
    expect(within(screen.getByRole('list', { name: 'Ausgewählte Dateien' })).getByRole('button', { name: 'rechnung.pdf entfernen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0] as z.output<typeof schema>;
    expect(saved.message).toBe('Die Milch fehlte.');
    expect(saved.topics).toEqual(['delivery']);
    expect(saved.files?.map((file) => file.name)).toEqual(['rechnung.pdf']);
  });

  it('mark a wrong file in the list, let the shopper remove it, and refuse a fourth file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSave = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo');
    await user.click(screen.getByLabelText('Lieferung'));
    await user.upload(screen.getByLabelText('Anhänge'), [new File(['x'], 'bild.gif', { type: 'image/gif' })]);
    expect(screen.getByText('Nur PDF, JPEG oder PNG.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'bild.gif entfernen' }));
    expect(screen.queryByText('bild.gif', { exact: false })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Anhänge'), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Höchstens 3 Dateien.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
