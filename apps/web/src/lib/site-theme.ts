import type { ThemeContext } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

/** The site's Radix Themes settings: the root element (components/ui/site-theme.ui.tsx) and its context. */
export const THEME = {
  appearance: 'light',
  accentColor: 'violet',
  grayColor: 'mauve',
  radius: 'large',
  scaling: '100%',
  panelBackground: 'solid',
} as const;

const noop = () => {};

/**
 * The root Theme's context as Radix Themes' own root `Theme` would give it: its parts that draw in a portal (a dialog,
 * a select's list) read it (components/ui/themed-parts.ui.tsx). The site never changes its theme.
 */
export const SITE_THEME_CONTEXT: NonNullable<ComponentProps<typeof ThemeContext.Provider>['value']> = {
  ...THEME,
  resolvedGrayColor: THEME.grayColor,
  onAppearanceChange: noop,
  onAccentColorChange: noop,
  onGrayColorChange: noop,
  onPanelBackgroundChange: noop,
  onRadiusChange: noop,
  onScalingChange: noop,
};
