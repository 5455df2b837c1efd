/** The site's Radix Themes settings: the app's root Theme (provider.tsx) and each island's (islands/island-providers.tsx). */
export const THEME = {
  appearance: 'light',
  accentColor: 'violet',
  grayColor: 'mauve',
  radius: 'large',
  scaling: '100%',
  panelBackground: 'solid',
} as const;
