import '@fontsource-variable/inter';
import '@fontsource-variable/fredoka';
import './styles/radix-themes.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { DEFERRED_STYLESHEET_ATTRIBUTE, PRERENDER_STATE_ID, type PrerenderState } from '@/app/prerender-state';
import { createQueryClient } from '@/lib/query-client';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// A public page arrives pre-rendered (scripts/prerender.mjs) with the data it was rendered from; every other route
// arrives as the empty shell.
const state = document.getElementById(PRERENDER_STATE_ID);
const prerendered = !!state;
const app = (
  <StrictMode>
    <App queryClient={queryClient} hydrating={prerendered} />
  </StrictMode>
);

if (prerendered) {
  // Adopt the markup with the data it was rendered from: the build's seed, stamped as old as can be so that
  // PageHydrationGate asks the API for it once the page is adopted.
  for (const [queryKey, data] of JSON.parse(state!.textContent!) as PrerenderState)
    queryClient.setQueryData(queryKey, data, { updatedAt: 0 });
  // The pre-rendered page carries its own CSS inline and the full sheet as print-only, so that it did not hold the
  // first paint (scripts/prerender.mjs); what the app renders next (dialogs, other routes) needs all of it. Turned on
  // in the next frame, which restyles the page in its own task: turned on here, the restyle ran in the task that
  // evaluated the scripts; and adopting the page waits for that frame: the two together made one long task.
  // Adopted in a transition: React hydrates a transition in slices, yielding to the browser between them, where the
  // default (blocking) lane adopted the whole shell in one task (~80-140 ms at 4× CPU). A tap on the page meanwhile
  // makes React finish adopting at once and then replays it.
  requestAnimationFrame(() => {
    for (const sheet of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`))
      sheet.media = 'all';
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)));
  });
} else {
  createRoot(container).render(app);
}
