import type { ReactNode } from 'react';
import { ScrollToTop } from './scroll-to-top.layout';

interface Props {
  /** The frame's bar at the top: the site's header, or the host app's own. */
  bar: ReactNode;
  /** The page's landmark classes: each frame lays its page out its own way. */
  mainClassName: string;
  children: ReactNode;
  /** Under the page: the site's footer; the host app has none. */
  foot?: ReactNode;
}

/**
 * What every frame keeps, whatever its bar (docs/product/pages.md#routes): a route change starts at the top, and "Skip
 * to content" comes first for a keyboard, past the bar to the page's `#main`.
 */
export function AppShell({ bar, mainClassName, children, foot }: Props) {
  return (
    <div className="app-shell">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {bar}
      <main id="main" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      {foot}
    </div>
  );
}
