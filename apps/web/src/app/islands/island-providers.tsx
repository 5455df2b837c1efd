import { ThemeContext } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { THEME } from '../theme';
import { InIslandDocument } from '@/lib/in-island-document';

const noop = () => {};

/**
 * The root Theme's context as the document's root Theme gives it (its element is in the markup, outside the island):
 * Radix Themes' parts and portals (a dialog, a select) read it; the Theme element itself would add a box.
 */
const ROOT_THEME: NonNullable<ComponentProps<typeof ThemeContext.Provider>['value']> = {
  ...THEME,
  resolvedGrayColor: THEME.grayColor,
  onAppearanceChange: noop,
  onAccentColorChange: noop,
  onGrayColorChange: noop,
  onPanelBackgroundChange: noop,
  onRadiusChange: noop,
  onScalingChange: noop,
};

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
 * query client with the document's data, the theme and the page's location.
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
      <ThemeContext.Provider value={ROOT_THEME}>
        <Router location={location} navigator={DOCUMENT_NAVIGATOR}>
          <InIslandDocument.Provider value>{children}</InIslandDocument.Provider>
        </Router>
      </ThemeContext.Provider>
    </QueryClientProvider>
  );
}
