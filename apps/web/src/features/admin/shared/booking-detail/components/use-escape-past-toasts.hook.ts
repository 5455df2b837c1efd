import { useEffect } from 'react';

/**
 * Escape closes an open dialog even when a toast appeared after it. Radix hands Escape to the newest dismissable layer
 * only, and each toast is one (Escape dismisses it), so the dialog behind never heard the key. Here the key reaches
 * `onClose` when our dialog is the only layer open besides toasts: a confirm or a select's list opened on top of it
 * still takes Escape first (it is still in the page while this bubbling listener runs).
 */
const OTHER_LAYERS = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';

export function useEscapePastToasts(open: boolean, onClose: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.querySelectorAll(OTHER_LAYERS).length > 1) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
}
