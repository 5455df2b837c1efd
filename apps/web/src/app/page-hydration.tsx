import { useContext, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.hook';
import { IslandCollector } from './islands/island';

/**
 * Disables every control inside it while React adopts it: painted before its JavaScript, a tap there would do
 * nothing, a form would submit natively (a GET to the page itself, reloading it empty), and what was typed would be
 * replaced by the form's defaults. One around the app (adopted with the shell) and one around the page (adopted with
 * the page's Suspense boundary, later); it draws no box and means nothing to assistive technology. Never disabled in
 * a part rendered in the browser, nor in a document of islands (islands/island.tsx), which React never adopts as a
 * whole: each island holds what happens before it is hydrated itself (src/islands.ts).
 */
export function HydrationFence({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const islands = useContext(IslandCollector) !== null;
  return (
    <fieldset className="hydration-fence" role="presentation" disabled={!hydrated && !islands}>
      {children}
    </fieldset>
  );
}
