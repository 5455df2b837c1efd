import * as ToastPrimitive from '@radix-ui/react-toast';
import { SiteTheme } from '@/components/ui/site-theme.ui';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast.constants';
import { toastQueueAtom } from './toast-queue.atom';
import { useToast } from './use-toast.hook';
import { Cross2Icon } from '@radix-ui/react-icons';

/** Renders the toast queue; mounted once in the app provider. */
export function Toaster() {
  const queue = useAtomValue(toastQueueAtom);
  const { dismiss } = useToast();
  const viewportRef = useToastRoom();
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
        <SiteTheme nested aria-live="off">
          <ToastPrimitive.Viewport ref={viewportRef} className="toast-viewport" hotkey={TOAST_HOTKEY} />
        </SiteTheme>,
        document.body,
      )}
    </ToastPrimitive.Provider>
  );
}

/**
 * Keeps `--toast-room` on the document at the height the toasts take at the bottom of the screen, so an open dialog
 * ends above them (global.css) and no toast covers a dialog's amount or buttons, on a phone too.
 */
function useToastRoom() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((viewport: HTMLOListElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    observer.current = new ResizeObserver(() => root.style.setProperty('--toast-room', `${viewport.offsetHeight}px`));
    observer.current.observe(viewport);
  }, []);
}
