'use client';

import { useEffect, useRef } from 'react';
import buttons from '@/components/layout/button.module.css';
import styles from './forms.module.css';

/**
 * A modal question before an action that cannot be undone (docs/decisions/044): the native
 * `<dialog>` opened with `showModal()`, so the browser traps focus, makes the page behind it
 * inert and closes it on Escape. "Keep" has the focus first (the safe choice).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  danger,
  onKeep,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  danger?: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A browser without showModal (none of the supported ones; jsdom in tests) gets a plain open dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${testId}-title`}
      aria-describedby={`${testId}-text`}
      onClose={() => {
        if (open) onKeep();
      }}
      data-testid={`${testId}-dialog`}
    >
      <h2 id={`${testId}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${testId}-text`} className={styles.dialogText}>
        {text}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.text} onClick={onKeep} autoFocus data-testid={`${testId}-keep`}>
          {keepLabel}
        </button>
        <button type="button" className={danger ? buttons.containedDanger : buttons.contained} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
