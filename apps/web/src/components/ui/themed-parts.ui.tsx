/* eslint-disable no-restricted-imports -- the one module that gives these parts the site's theme */
import {
  AlertDialog as ThemesAlertDialog,
  Dialog as ThemesDialog,
  DropdownMenu as ThemesDropdownMenu,
  Select as ThemesSelect,
  Theme as ThemesTheme,
  ThemeContext,
} from '@radix-ui/themes';
/* eslint-enable no-restricted-imports */
import type { ComponentProps, ElementType } from 'react';
import { SITE_THEME_CONTEXT } from '@/lib/site-theme';

/**
 * Radix Themes' parts that read the root Theme's context, each given the site's (the root element is the site's own,
 * site-theme.ui.tsx, so that the Theme module, with the Tooltip it imports, loads with the first of these parts and not
 * with every page). Without it a dialog's portal would draw the library's default colours and a select's list would
 * throw. The app imports these names from here, never from '@radix-ui/themes' (eslint.config.mjs).
 */
function inSiteTheme<Part extends ElementType>(part: Part, name: string) {
  const Drawn = part as ElementType;
  function Themed(props: ComponentProps<Part>) {
    return (
      <ThemeContext value={SITE_THEME_CONTEXT}>
        <Drawn {...props} />
      </ThemeContext>
    );
  }
  Themed.displayName = name;
  return Themed;
}

export const Dialog = { ...ThemesDialog, Content: inSiteTheme(ThemesDialog.Content, 'Dialog.Content') };
export const AlertDialog = {
  ...ThemesAlertDialog,
  Content: inSiteTheme(ThemesAlertDialog.Content, 'AlertDialog.Content'),
};
export const Select = { ...ThemesSelect, Content: inSiteTheme(ThemesSelect.Content, 'Select.Content') };
export const DropdownMenu = {
  ...ThemesDropdownMenu,
  Content: inSiteTheme(ThemesDropdownMenu.Content, 'DropdownMenu.Content'),
};
/** A nested Theme (another appearance for one area, the album's dark viewer): the site's values for the rest. */
export const Theme = inSiteTheme(ThemesTheme, 'Theme');
