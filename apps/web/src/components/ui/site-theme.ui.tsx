import type { ReactNode } from 'react';
import { THEME } from '@/lib/site-theme';

/**
 * The site's root Radix Themes element, drawn as the library's root `Theme` draws it (its class and data attributes,
 * which its stylesheet reads) without that component: its module imports Radix's Tooltip for a provider, and with it
 * the popper and floating-ui, some 10 kB gzip in every page's first load for a tooltip the site never shows
 * (bench/README.md, /booking). The parts that read the root Theme's context get it where they are drawn
 * (themed-parts.ui.tsx), so the Theme module loads with the first of them.
 */
export function SiteTheme({ children }: { children: ReactNode }) {
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background={THEME.panelBackground}
      data-radius={THEME.radius}
      data-scaling={THEME.scaling}
      className={`radix-themes ${THEME.appearance}`}
    >
      {children}
    </div>
  );
}
