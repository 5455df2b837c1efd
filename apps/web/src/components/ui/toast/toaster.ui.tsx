import * as ToastPrimitive from '@radix-ui/react-toast';
import { Theme } from '@radix-ui/themes';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast.constants';
import { toastQueueAtom } from './toast-queue.atom';
import { useToast } from './use-toast.hook';
import { Cross2Icon } from '@radix-ui/react-icons';

/** Renders the toast queue; mounted once in the app provider. */
export function Toaster() {
  const queue = useAtomValue(toastQueueAtom);
  const { dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {queue.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className="toast"
          data-variant={item.variant ?? 'default'}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-body">
            <ToastPrimitive.Title className="toast-title">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="toast-description">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="toast-close" aria-label="Close notification">
            <Cross2Icon aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        The viewport lives at the end of <body>, not inside the root theme (a stacking context at z-index 0), so a
        toast shows above an open dialog. A modal dialog hides everything else from assistive technology except
        aria-live regions: aria-live="off" keeps the toasts readable without announcing twice (Radix announces them).
      */}
      {createPortal(
        <Theme aria-live="off">
          <ToastPrimitive.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} />
        </Theme>,
        document.body,
      )}
    </ToastPrimitive.Provider>
  );
}
