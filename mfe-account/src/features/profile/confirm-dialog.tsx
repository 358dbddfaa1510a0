import { useState } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';

/** Asks before something is removed; the action runs on "confirm", and the dialog closes when it is done. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useServices().i18n;
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('account.dialog.close')}>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button onClick={() => void confirm()} busy={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('account.dialog.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
