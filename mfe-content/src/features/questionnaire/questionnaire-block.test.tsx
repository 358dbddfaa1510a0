import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import { LAZY_CHUNK_TIMEOUT } from '@storefront/shared/platform/testing';
import { aBlock, contentServices, controllableSession, renderBlocks, trackedEvents } from '../../testing/content.test-support';

const survey = () =>
  aBlock(
    'questionnaire',
    {
      questionnaireId: 'shop-survey-2026',
      questions: [
        { id: 'rating', label: 'Wie zufrieden sind Sie?', type: 'radio', required: true, options: [{ value: 'good', label: 'Zufrieden' }, { value: 'poor', label: 'Weniger zufrieden' }] },
        { id: 'services', label: 'Welche Services nutzen Sie?', type: 'checkbox', options: [{ value: 'delivery', label: 'Lieferung' }, { value: 'collect', label: 'Click & Collect' }] },
        { id: 'wish', label: 'Was sollen wir besser machen?', type: 'textarea' },
      ],
      personalFields: ['firstname', 'email', 'age', 'zip'],
    },
    'Kundenumfrage',
  );

const errorOf = (label: RegExp) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function renderSurvey(options: Parameters<typeof contentServices>[0] = {}) {
  const test = contentServices(options);
  renderBlocks([survey()], test.services);
  // The questionnaire is a lazy chunk of its own.
  await screen.findByRole('button', { name: 'Antworten senden' }, { timeout: LAZY_CHUNK_TIMEOUT });
  return test;
}

describe('questionnaire', () => {
  it('takes an age that is an integer above 0 and below 100 (doc 2 §5)', async () => {
    const { published } = await renderSurvey();
    const user = userEvent.setup();
    const age = screen.getByLabelText('Alter');
    await user.click(screen.getByLabelText('Zufrieden'));
    for (const [typed, message] of [
      ['0', 'Bitte geben Sie eine Zahl von 1 bis 99 ein.'],
      ['100', 'Bitte geben Sie eine Zahl von 1 bis 99 ein.'],
      ['4,5', 'Bitte geben Sie eine ganze Zahl ein.'],
      ['vierzig', 'Bitte geben Sie eine ganze Zahl ein.'],
      ['1', ''],
      ['99', ''],
    ] as const) {
      await user.clear(age);
      await user.type(age, typed);
      await user.click(screen.getByRole('button', { name: 'Antworten senden' }));
      await waitFor(() => expect(errorOf(/^Alter/), typed).toBe(message));
      if (message) expect(trackedEvents(published).at(-1)).toMatchObject({ event: 'formError', fields: [{ label: 'Alter', message }] });
    }
  });

  it('needs an answer to a required question and sends the answers with the person fields', async () => {
    let body: Record<string, unknown> = {};
    await renderSurvey({
      handlers: {
        'POST /api/content/questionnaire': ({ init }) => {
          body = JSON.parse(String(init.body)) as Record<string, unknown>;
          return { status: 204 };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Antworten senden' }));
    // The form kit checks asynchronously: its answer is awaited.
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: /Wie zufrieden sind Sie/ })).toHaveTextContent('Bitte wählen Sie mindestens einen Wert aus.'),
    );
    await user.click(screen.getByLabelText('Weniger zufrieden'));
    await user.click(screen.getByLabelText('Lieferung'));
    await user.click(screen.getByLabelText('Click & Collect'));
    // A long-text answer may have several lines.
    await user.type(screen.getByLabelText('Was sollen wir besser machen?'), 'Mehr Lieferfenster am Abend.{Enter}Und Bio-Brot.');
    await user.type(screen.getByLabelText('Alter'), '42');
    await user.type(screen.getByLabelText('Postleitzahl'), '1070');
    await user.click(screen.getByRole('button', { name: 'Antworten senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Antworten!')).toBeInTheDocument();
    expect(body).toEqual({
      questionnaireId: 'shop-survey-2026',
      answers: { rating: 'poor', services: ['delivery', 'collect'], wish: 'Mehr Lieferfenster am Abend.\nUnd Bio-Brot.' },
      firstname: '',
      email: '',
      age: '42',
      zip: '1070',
    });
  });

  it('names an invisible character in a name by its code point, and sends nothing', async () => {
    const { calls } = await renderSurvey();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Zufrieden'));
    // A zero-width space pasted with the name: the field looks like "Anna".
    await user.type(screen.getByLabelText('Vorname'), 'An\u200bna');
    await user.click(screen.getByRole('button', { name: 'Antworten senden' }));
    await waitFor(() => expect(errorOf(/^Vorname/)).toBe('Das Zeichen „U+200B“ ist nicht erlaubt.'));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('fills the asked person fields from the customer, the age from the birthdate, and resets them when the customer is cleared', async () => {
    const session = controllableSession(aCustomer({ birthdate: '1990-01-15', postalCode: '1070' }));
    await renderSurvey({ session: session.service });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Vorname')).toBe('Anna');
    expect(value('E-Mail-Adresse')).toBe('kundin@frischmarkt.example');
    const expectedAge = new Date().getFullYear() - 1990 - (new Date() < new Date(new Date().getFullYear(), 0, 15) ? 1 : 0);
    expect(value('Alter')).toBe(String(expectedAge));
    expect(value('Postleitzahl')).toBe('1070');
    // Only the fields the questionnaire asks are shown.
    expect(screen.queryByLabelText('Nachname')).not.toBeInTheDocument();
    act(() => session.set(null));
    expect([value('Vorname'), value('E-Mail-Adresse'), value('Alter'), value('Postleitzahl')]).toEqual(['', '', '', '']);
  });
});
