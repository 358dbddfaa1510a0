import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartFile } from '@storefront/shared/checkout';
import { createTestServices, renderWithServices } from '@storefront/shared/platform/testing';
import { CartFilesPanel } from './cart-files-panel';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

const messages = CART_CHECKOUT_TEST_MESSAGES;

const stored = (name: string, size: number, id = name): CartFile => ({ id, name, size, mediaType: 'application/pdf', createdAt: '2026-11-26T10:00:00.000Z' });

/** The sizes the test's files claim, by name: the form the panel sends holds a copy of the file, read from its bytes. */
const claimedSize = new Map<string, number>();

/** A File of the given size without allocating it: the panel checks `size` before sending. */
function aFile(name: string, type: string, size = 2_000): File {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  claimedSize.set(name, size);
  return file;
}

function chooser() {
  return screen.getByLabelText('Dateien anhängen');
}

describe('documents attached at review (doc 2 §5, §9)', () => {
  it('uploads each allowed file as a form, lists it with name and size; refuses a too large and a wrong file before sending', async () => {
    let files: CartFile[] = [];
    const sent: Array<{ name: string }> = [];
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts/files': () => ({ body: { files } }),
        'POST /api/carts/files': ({ init }) => {
          const form = init.body as FormData;
          const file = form.get('file') as File;
          sent.push({ name: file.name });
          files = [...files, stored(file.name, claimedSize.get(file.name) ?? file.size)];
          return { status: 201, body: { files } };
        },
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithServices(<CartFilesPanel />, { services });
    await waitFor(() => expect(chooser()).toBeEnabled());

    await user.upload(chooser(), [
      aFile('bestellschein.pdf', 'application/pdf', 2_400_000),
      aFile('riesig.png', 'image/png', 10_000_001),
      aFile('brief.docx', 'application/msword'),
      aFile('plan.png', 'image/png', 300_000),
    ]);
    const list = await screen.findByRole('list', { name: 'Angehängte Dokumente' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('bestellschein.pdf (2,4 MB)');
    expect(list).toHaveTextContent('plan.png (300 KB)');
    expect(sent).toEqual([{ name: 'bestellschein.pdf' }, { name: 'plan.png' }]);
    const problems = screen.getByTestId('checkout-files-problems');
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'riesig.png: Eine Datei darf höchstens 10 MB groß sein.',
      'brief.docx: Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.',
    ]);
    expect(calls.filter((entry) => entry.startsWith('POST'))).toHaveLength(2);
  });

  it('a fourth file is refused with the spec’s message; at three the picker closes until one is removed', async () => {
    let files: CartFile[] = [stored('a.pdf', 1000), stored('b.pdf', 1000)];
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts/files': () => ({ body: { files } }),
        'POST /api/carts/files': ({ init }) => {
          const file = (init.body as FormData).get('file') as File;
          files = [...files, stored(file.name, 1000)];
          return { status: 201, body: { files } };
        },
        'DELETE /api/carts/files/b.pdf': () => {
          files = files.filter((file) => file.id !== 'b.pdf');
          return { body: { files } };
        },
      },
    });
    const user = userEvent.setup();
    renderWithServices(<CartFilesPanel />, { services });
    await waitFor(() => expect(chooser()).toBeEnabled());
    await user.upload(chooser(), [aFile('c.pdf', 'application/pdf'), aFile('d.pdf', 'application/pdf')]);
    expect(await screen.findByTestId('checkout-files-problems')).toHaveTextContent('d.pdf: Sie können höchstens 3 Dateien hochladen.');
    await waitFor(() => expect(chooser()).toBeDisabled());
    expect(screen.getByText('Es sind 3 Dateien angehängt. Entfernen Sie eine, um eine andere anzuhängen.')).toBeInTheDocument();
    expect(calls.filter((entry) => entry.startsWith('POST'))).toEqual(['POST /api/carts/files']);

    // Remove by keyboard: the picker opens again and takes the focus.
    screen.getByRole('button', { name: 'b.pdf entfernen' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'b.pdf entfernen' })).not.toBeInTheDocument());
    await waitFor(() => expect(chooser()).toBeEnabled());
    expect(chooser()).toHaveFocus();
  });

  it('a file the server refuses shows the rule’s message it names, and the panel tells the review it is busy while sending', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = vi.fn();
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts/files': { body: { files: [] } },
        'POST /api/carts/files': {
          status: 400,
          body: { errorCode: 'validation', message: 'Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.', customPayload: { reason: 'fileType', issues: [{ path: 'file', message: 'validation.fileType' }] } },
        },
      },
    });
    // The upload waits for the test's go, so the busy state can be seen while it is under way.
    const real = services.api;
    const api = {
      ...real,
      send: (async (...args: Parameters<typeof real.send>) => {
        if (args[0] === 'POST') await gate;
        return real.send(...args);
      }) as typeof real.send,
    };
    const user = userEvent.setup();
    renderWithServices(<CartFilesPanel onBusyChange={busy} />, { services: { ...services, api } });
    await waitFor(() => expect(chooser()).toBeEnabled());
    await user.upload(chooser(), aFile('umbenannt.pdf', 'application/pdf'));
    expect(await screen.findByText('umbenannt.pdf wird hochgeladen (1 von 1) …')).toBeInTheDocument();
    await waitFor(() => expect(busy).toHaveBeenLastCalledWith(true));
    expect(chooser()).toBeDisabled();
    release();
    expect(await screen.findByTestId('checkout-files-problems')).toHaveTextContent('umbenannt.pdf: Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.');
    expect(busy).toHaveBeenCalledWith(true);
    await waitFor(() => expect(busy).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole('list', { name: 'Angehängte Dokumente' })).not.toBeInTheDocument();
  });
});
