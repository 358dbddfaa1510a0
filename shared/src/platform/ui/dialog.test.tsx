// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function CartMerge({ onClose = () => undefined, closeLabel = 'Schließen' }: { onClose?: () => void; closeLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Vorher</button>
      <button type="button" onClick={() => setOpen(true)}>
        Warenkörbe zusammenführen
      </button>
      <Dialog
        open={open}
        title="Warenkörbe zusammenführen?"
        closeLabel={closeLabel}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Ihr Warenkorb von gestern enthält 3 Artikel.</p>
        <button type="button">Zusammenführen</button>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Warenkörbe zusammenführen' });
  await user.click(opener);
  return { user, opener };
}

describe('Dialog (jsdom has no showModal: the degraded dialog)', () => {
  it('opens labelled by its title, with focus inside, and shows its content only while open', async () => {
    render(<CartMerge />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Ihr Warenkorb von gestern enthält 3 Artikel.')).not.toBeInTheDocument();

    await openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Warenkörbe zusammenführen?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Ihr Warenkorb von gestern enthält 3 Artikel.')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<CartMerge onClose={onClose} />);
    const { user, opener } = await openDialog();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, named for screen readers', async () => {
    const onClose = vi.fn();
    render(<CartMerge onClose={onClose} />);
    const { user, opener } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Schließen' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores other keys, and has no close button without a closeLabel', async () => {
    const onClose = vi.fn();
    render(<CartMerge onClose={onClose} closeLabel="" />);
    const { user } = await openDialog();
    await user.keyboard('{Enter}a');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
  });

  it('focuses the dialog itself when it holds nothing focusable', async () => {
    function Notice() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Hinweis
          </button>
          <Dialog open={open} title="Hinweis zur Lieferung" onClose={() => setOpen(false)}>
            <p>Heute keine Zustellung.</p>
          </Dialog>
        </>
      );
    }
    render(<Notice />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hinweis' }));
    expect(screen.getByRole('dialog', { name: 'Hinweis zur Lieferung' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog with the native modal API', () => {
  // What a browser does: showModal opens it (and focuses inside), close() closes it and fires `close`.
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button')?.focus();
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });

  function polyfill() {
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = close;
  }

  afterEach(() => {
    // Back to jsdom's dialog, which has neither.
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('opens modally with showModal, closes with close() on Escape and returns focus', async () => {
    polyfill();
    const onClose = vi.fn();
    render(<CartMerge onClose={onClose} />);
    const { user, opener } = await openDialog();

    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Warenkörbe zusammenführen?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(close).toHaveBeenCalledTimes(1);
    // The `close` event that close() fires does not report a second close.
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it("handles the browser's other close requests (cancel) and a close by the browser itself", async () => {
    polyfill();
    const onClose = vi.fn();
    render(<CartMerge onClose={onClose} />);
    await openDialog();

    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);

    await openDialog();
    // e.g. a <form method="dialog"> inside closed it.
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
