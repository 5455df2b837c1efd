// Vite writes a built stylesheet's link in index.html as `<link rel="stylesheet" crossorigin href="/assets/….css">`.
// The build steps that move those links (the font-face split in apps/web/vite.config.mts, the pre-render, the deferred
// sheets of critical-css.mjs) read and write them in that one form, here: if Vite's output changes, one place does.

/** A link to the built sheet `file` (`assets/….css`), with `attributes` after its href. */
export const stylesheetLink = (file, attributes = '') =>
  `<link rel="stylesheet" crossorigin href="/${file}"${attributes && ` ${attributes}`}>`;

/** Matches a link as `stylesheetLink` writes it without attributes; group 1 is the sheet's file. `name`: a RegExp
 * source for the file's name without `.css` (any by default). */
export const stylesheetLinkPattern = (name = '[^"]+', flags = '') =>
  new RegExp(`<link rel="stylesheet" crossorigin href="/(assets/${name}\\.css)">`, flags);
