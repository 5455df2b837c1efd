import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { startAdopting } from '@/lib/use-hydrated.hook';
import { PRERENDER_STATE_ID, type PrerenderState } from '../prerender-state';
import { islandIdPrefix } from './island-attributes';
import { IslandProviders } from './island-providers';

/**
 * One query client for the document's islands, with the data the document was rendered from (checked with the api on
 * this load, so fresh): an island draws what the server drew, and islands reading the same query share its answer.
 */
const queryClient = createQueryClient();
const state = document.getElementById(PRERENDER_STATE_ID);
for (const [queryKey, data] of JSON.parse(state?.textContent ?? '[]') as PrerenderState)
  queryClient.setQueryData(queryKey, data);
// An island's first render draws what the server drew (useHydrated), whichever island wakes first.
startAdopting();

/** Tells the loader once React has adopted the island's markup: its effects run after the commit. */
function Adopted({ onAdopted }: { onAdopted: () => void }) {
  useEffect(onAdopted, [onAdopted]);
  return null;
}

/**
 * Adopts one island's markup as a root of its own, with the providers and id prefix the server rendered it with
 * (src/render-document.tsx); `onAdopted` once it is.
 */
export function hydrateIsland<P extends object>(
  element: HTMLElement,
  name: string,
  Component: ComponentType<P>,
  props: P,
  onAdopted: () => void,
) {
  const { pathname, search, hash } = window.location;
  hydrateRoot(
    element,
    <StrictMode>
      <IslandProviders queryClient={queryClient} location={pathname + search + hash}>
        <Component {...props} />
        <Adopted onAdopted={onAdopted} />
      </IslandProviders>
    </StrictMode>,
    { identifierPrefix: islandIdPrefix(name) },
  );
}
