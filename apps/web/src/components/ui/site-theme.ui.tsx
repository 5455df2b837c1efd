import type { ComponentProps } from 'react';
import { THEME } from '@/lib/site-theme';

/**
 * The site's Radix Themes element, drawn as the library's `Theme` draws it (its class and data attributes, which its
 * stylesheet reads) without that component: its module imports Radix's Tooltip for a provider, and with it the popper
 * and floating-ui, some 10 kB gzip in every page's first load for a tooltip the site never shows (bench/README.md,
 * /booking). The root by default; `nested`, an area drawn outside it in the site's theme, as a nested `Theme` without
 * props draws it (no background of its own): the toasts' viewport at the end of <body>, whose toaster loads as
 * /booking does and so no longer brings the Theme module and every popup part with it. The parts that read the root
 * Theme's context get it where they are drawn (themed-parts.ui.tsx), so the Theme module loads with the first of them.
 */
export function SiteTheme({ nested = false, className, ...props }: ComponentProps<'div'> & { nested?: boolean }) {
  return (
    <div
      data-is-root-theme={nested ? 'false' : 'true'}
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background={nested ? 'false' : 'true'}
      data-panel-background={THEME.panelBackground}
      data-radius={THEME.radius}
      data-scaling={THEME.scaling}
      className={['radix-themes', THEME.appearance, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
