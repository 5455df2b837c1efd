// Radix Themes' stylesheet styles every component at every breakpoint in both appearances: 640 kB that each visitor
// downloads, parses and matches. The browser build keeps only the rules this site can ever use (the plugin in
// apps/web/vite.config.mts runs trimRadixThemes over the emitted CSS):
// - a component's rules when the bundle's scripts carry its class name (Radix writes every `rt-Button`, `rt-BaseMenu…`
//   literally, so a component that is never imported never appears);
// - the responsive variants of the breakpoints in RADIX_BREAKPOINTS_IN_USE (eslint.config.mjs refuses the others in the
//   SPA's code);
// - the light appearance only (app/provider.tsx fixes it; the dark tokens and rules are Radix's `.dark` class).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { removeEmptyContainers } from './postcss-tree.mjs';

const radixBaseTokens = readFileSync(
  createRequire(import.meta.url).resolve('@radix-ui/themes/tokens/base.css'),
  'utf8',
);
/** Radix's `weight` prop values and the font-weight each sets, as its tokens declare them (`--font-weight-light: 300`). */
export const RADIX_FONT_WEIGHTS = Object.fromEntries(
  [...radixBaseTokens.matchAll(/--font-weight-([a-z]+):\s*(\d+);/g)].map(([, name, weight]) => [name, Number(weight)]),
);

const RADIX_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];
/** The breakpoints the SPA's responsive props use (`{ initial, xs, sm, md }`). */
export const RADIX_BREAKPOINTS_IN_USE = ['xs', 'sm', 'md'];
export const RADIX_BREAKPOINTS_NOT_STYLED = RADIX_BREAKPOINTS.filter((bp) => !RADIX_BREAKPOINTS_IN_USE.includes(bp));

const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g;

/**
 * Whether a class can ever be on the page: Radix's component classes only when the scripts name them, its
 * responsive classes (`md:rt-r-size-2`) only for breakpoints in use, and never the dark appearance's.
 */
function classCanAppear(name, componentClasses) {
  if (/^rt-[A-Z]/.test(name)) return componentClasses.has(name);
  const breakpoint = name.match(/^(\w+):/)?.[1];
  if (breakpoint && RADIX_BREAKPOINTS.includes(breakpoint)) return RADIX_BREAKPOINTS_IN_USE.includes(breakpoint);
  return name !== 'dark' && name !== 'dark-theme';
}

/**
 * Whether a selector can match: every class it requires can appear. Inside `:is()`, `:where()` and `:has()` one
 * alternative is enough; `:not()` and other pseudo-classes require nothing (`:not(.rt-Unused)` always holds).
 */
function canMatch(selector, componentClasses) {
  for (const node of selector.nodes) {
    if (node.type === 'class' && !classCanAppear(node.value, componentClasses)) return false;
    if (node.type === 'pseudo' && [':is', ':where', ':has'].includes(node.value) && node.nodes.length > 0) {
      if (!node.nodes.some((alternative) => canMatch(alternative, componentClasses))) return false;
    }
  }
  return true;
}

/** The stylesheet without the rules no page of this bundle can use; `scriptCode` is all of the bundle's JavaScript. */
export function trimRadixThemes(css, scriptCode) {
  const componentClasses = new Set(scriptCode.match(COMPONENT_CLASS));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    const alternatives = [];
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (canMatch(selector, componentClasses)) alternatives.push(selector.toString().trim());
      });
    }).processSync(rule.selector);
    if (alternatives.length === 0) rule.remove();
    else if (alternatives.length < rule.selectors.length) rule.selector = alternatives.join(',');
  });
  removeEmptyContainers(root);
  return root.toString();
}
