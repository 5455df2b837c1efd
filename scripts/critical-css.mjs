// The CSS side of the pre-rendered pages (scripts/prerender.mjs): which rules a page inlines, and how the full
// stylesheet follows without holding the first paint. Everything inlined here is a copy: the full sheet, loaded
// right after, still carries every rule and token, so trimming the inline part can only delay a style, never lose it.
import Beasties from 'beasties';
import postcss from 'postcss';
import { removeEmptyContainers } from './postcss-tree.mjs';
import { stylesheetLink, stylesheetLinkPattern } from './stylesheet-links.mjs';

/**
 * Beasties drops every pseudo-class with its argument before matching a selector. Radix Themes writes its element
 * defaults as `:where(.rt-Heading)` (which then matches nothing: the first paint is laid out otherwise and shifts
 * when the sheet arrives) and its variants as `.rt-Heading:where(.rt-r-size-1)` (which then matches every heading:
 * all nine sizes at all six breakpoints get inlined). For matching only, a `:where()` or `:is()` of one compound
 * selector counts as that selector; the rule is inlined as written.
 */
export class WhereAwareBeasties extends Beasties {
  normalizeCssSelector(selector) {
    let unwrapped = selector;
    for (let previous; previous !== unwrapped;) {
      previous = unwrapped;
      unwrapped = unwrapped.replace(/:(?:where|is)\(([^(),]+)\)/g, '$1');
    }
    return super.normalizeCssSelector(unwrapped);
  }
}

/**
 * Radix Themes declares every token of its colour scales (light, and again in display-p3) on :root, so the inlined
 * CSS carried hundreds of custom properties that nothing on the page reads. Keeps those read by the page's rules,
 * by its markup (style attributes), or by a kept custom property; drops the rest from the inline <style>.
 */
export function pruneUnusedCustomProperties(html) {
  return html.replace(/(<style>)([\s\S]*?)(<\/style>)/, (_, open, css, close) => {
    const root = postcss.parse(css);
    const readsOf = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
    const declared = new Map();
    const used = new Set(readsOf(html.replace(css, '')));
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl]);
      else for (const name of readsOf(decl.value)) used.add(name);
    });
    const pending = [...used];
    while (pending.length) {
      for (const decl of declared.get(pending.pop()) ?? []) {
        for (const name of readsOf(decl.value)) {
          if (used.has(name)) continue;
          used.add(name);
          pending.push(name);
        }
      }
    }
    for (const [name, decls] of declared) if (!used.has(name)) for (const decl of decls) decl.remove();
    removeEmptyContainers(root);
    return open + root.toString() + close;
  });
}

/**
 * The full stylesheets Beasties leaves at the end of <body> (the main one, and the route's own when it has any) still
 * block the parser there, and with it the first paint (Chrome: in_body_parser_blocking), though the inlined rules
 * already cover every element of the page. As print sheets they block nothing; the entry script turns them on
 * (main.tsx finds them by `attribute`) for what the page did not render at build time (dialogs, other routes);
 * without JavaScript, <noscript> loads them as usual. They go back to the end of <head>, where Vite's build put the
 * main one: the stylesheets of lazy routes are appended to <head> at run time and must come after it, so that a
 * route's rule wins over Radix's of the same specificity as it does everywhere else (at the end of <body>, Radix's
 * ScrollArea's `height: 100%` once beat the game grid's `24rem`). A route sheet already linked is not added again by
 * the route's chunk (Vite's preload helper looks for the link first).
 */
export function deferStylesheet(path, html, attribute) {
  const trailing = new RegExp(`(?<links>(?:${stylesheetLinkPattern().source}\\s*)+)(?<end></body>)`);
  const links = html.match(trailing)?.groups?.links;
  if (!links) throw new Error(`${path}: Beasties left no stylesheet at the end of <body>`);
  const sheets = [...links.matchAll(stylesheetLinkPattern(undefined, 'g'))].map(([, sheet]) => sheet);
  return html
    .replace(trailing, '$<end>')
    .replace(
      '</head>',
      sheets.map((sheet) => stylesheetLink(sheet, `media="print" ${attribute}`)).join('') +
        `<noscript>${sheets.map((sheet) => stylesheetLink(sheet)).join('')}</noscript></head>`,
    );
}
