import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { cx } from './class-names';
import * as styles from './dialog.module.css';

export interface DialogProps {
  /** Shown while true; the parent owns the state and sets it false in onClose. */
  readonly open: boolean;
  /** The shopper asked to close it: Escape, the close button, or another close request of the browser. */
  readonly onClose: () => void;
  /** The heading the dialog is labelled by. */
  readonly title: ReactNode;
  /** The accessible name of the × button ("Schließen"); without it there is no close button. */
  readonly closeLabel?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() puts it in the top layer
 * (no portal needed across parcel roots), makes the page behind it inert and
 * keeps focus inside. It is labelled by its title, Escape closes it, and focus
 * goes back to the element that opened it. Its content is mounted only while
 * open, so a form inside starts fresh each time.
 *
 * Where showModal() is missing (old browsers, jsdom) it degrades to an open,
 * non-modal dialog that still closes on Escape and still returns focus.
 */
export function Dialog({ open, onClose, title, closeLabel, className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
      // showModal() would focus the first focusable element; do the same by hand.
      const first = element.querySelector<HTMLElement>('[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])');
      (first ?? element).focus();
    }
    return () => {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Escape: handled here so that it works the same with and without showModal();
  // preventing the key's default stops the browser from closing the dialog itself,
  // so the parent's `open` stays the one truth.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // Other close requests (Android back button, CloseWatcher): same treatment.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={cx(styles.dialog, className)}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      // Closed by the browser itself (a <form method="dialog">): tell the parent, once.
      onClose={() => {
        if (open) onClose();
      }}
      // tabIndex lets the degraded dialog take focus when it has nothing focusable.
      tabIndex={-1}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
