import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { InIslandDocument } from '@/lib/in-island-document';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A document has no router of its own: Link, NavLink and navigate() in an island load the next page as a document. */
const DOCUMENT_NAVIGATOR: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * What an island's root needs, none of it drawing an element (the server's markup and the island's must agree): the
 * query client with the document's data and the page's location (Radix Themes' parts that read the root Theme's
 * context bring it with them: components/ui/themed-parts.ui.tsx).
 */
export function IslandProviders({
  queryClient,
  location,
  children,
}: {
  queryClient: QueryClient;
  location: string;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router location={location} navigator={DOCUMENT_NAVIGATOR}>
        <InIslandDocument.Provider value>{children}</InIslandDocument.Provider>
      </Router>
    </QueryClientProvider>
  );
}
