import { lazy, Suspense } from 'react';
import { useToasterRequested } from './toaster-demand';

const Toaster = lazy(() => import('./toaster.ui').then((m) => ({ default: m.Toaster })));

/** Mounted once in the app provider; renders the toast viewport as soon as any page asks for toasts. */
export function ToastOutlet() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
