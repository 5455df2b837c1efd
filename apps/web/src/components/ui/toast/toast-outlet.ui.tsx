import { lazy, Suspense, useDeferredValue } from 'react';
import { useToasterRequested } from './toaster-demand';

const Toaster = lazy(() => import('./toaster.ui').then((m) => ({ default: m.Toaster })));

/**
 * Mounted once in the app provider; renders the toast viewport as soon as any page asks for toasts. Deferred: the ask
 * comes as a page mounts (on /booking, as it is adopted), and the toaster's first render loads its chunk, linking its
 * files in the head; in a transition that waits for the page's own work rather than lengthening it.
 */
export function ToastOutlet() {
  const requested = useDeferredValue(useToasterRequested());
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
