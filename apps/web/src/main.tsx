import '@fontsource-variable/inter';
import '@fontsource-variable/fredoka';
import './styles/radix-themes.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { PRERENDER_STATE_ID, type PrerenderState } from '@/app/prerender-state';
import { warmGuardedPage } from '@/app/router';
import { prefetchCurrentUser } from '@/features/auth/api/get-current-user.api';
import { createQueryClient } from '@/lib/query-client';
import { startAdopting } from '@/lib/use-hydrated.hook';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// A public page arrives as a document the api rendered (src/render-document.tsx) with the data it was rendered from;
// every other route arrives as the empty shell.
const state = document.getElementById(PRERENDER_STATE_ID);

if (state) {
  // Adopt the markup with the data it was rendered from, as fresh: the document was checked with the api on this load.
  for (const [queryKey, data] of JSON.parse(state.textContent!) as PrerenderState)
    queryClient.setQueryData(queryKey, data);
  startAdopting();
  // In a transition: React adopts the page in slices, yielding to the browser between them, where the default lane
  // adopted the whole shell in one long task. A tap on the page meanwhile makes React finish adopting it first.
  startTransition(() => void hydrateRoot(container, app));
} else {
  // A page of the app the api sent as its empty shell: the session, which the frame and a page's guard read first, and
  // a guarded page's code are asked for now, not in the first render half a second later on a phone (bench/README.md,
  // the admin on a phone).
  void prefetchCurrentUser(queryClient);
  warmGuardedPage(window.location);
  createRoot(container).render(app);
}
