import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The stylesheet the site serves is Radix Themes trimmed to what the bundle can show (scripts/radix-css.mjs, issue
// #12): no component the scripts use may lose a rule, and what no page can use must be gone.
const root = join(__dirname, '../../..');
const assets = join(root, 'dist/web/assets');

const radixCss = () => import(join(root, 'scripts/radix-css.mjs'));
const classesIn = (css: string) =>
  new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, '$1')));

test('trimming keeps the rules of components the scripts name and drops the others', async () => {
  const { trimRadixThemes } = await radixCss();
  const css = [
    '.rt-Button{color:red}',
    '.rt-Slider{color:blue}',
    '.rt-Button,.rt-Slider{margin:0}',
    '.rt-Button:where(:not(.rt-Slider)){padding:0}',
    ':where(.rt-Slider,.rt-Button) .rt-Inner{gap:0}',
    '.rt-Box:has(.rt-Slider){gap:1px}',
    '@media (width>=1024px){.md\\:rt-r-size-2{width:1px}}',
    '@supports (color:red){@media (width>=1280px){.lg\\:rt-r-size-2{width:2px}}}',
    '.xl\\:rt-r-p-1{padding:1px}',
    ':root,.light{--x:1}',
    '.dark,.dark-theme{--x:2}',
    ':is(.dark,.dark-theme) .rt-Button{color:white}',
    '@keyframes rt-fade{from{opacity:0}to{opacity:1}}',
  ].join('');
  const trimmed: string = trimRadixThemes(css, 'cx("rt-Button", "rt-Inner"); cx("rt-Box")');
  expect(trimmed).toBe(
    [
      '.rt-Button{color:red}',
      '.rt-Button{margin:0}',
      '.rt-Button:where(:not(.rt-Slider)){padding:0}',
      ':where(.rt-Slider,.rt-Button) .rt-Inner{gap:0}',
      '@media (width>=1024px){.md\\:rt-r-size-2{width:1px}}',
      ':root,.light{--x:1}',
      '@keyframes rt-fade{from{opacity:0}to{opacity:1}}',
    ].join(''),
  );
});

test('the served stylesheet styles every Radix component the scripts use, for light and the used breakpoints only', async ({
  page,
}) => {
  const { RADIX_BREAKPOINTS_IN_USE, RADIX_BREAKPOINTS_NOT_STYLED } = await radixCss();
  const sheetUrls: string[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('text/css')) sheetUrls.push(response.url());
  });
  await page.goto('/');
  await expect.poll(() => sheetUrls.length).toBeGreaterThan(0);
  const served = classesIn(
    (await Promise.all(sheetUrls.map((url) => page.request.get(url).then((r) => r.text())))).join(''),
  );

  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
  const untrimmed = classesIn(readFileSync(join(root, 'node_modules/@radix-ui/themes/components.css'), 'utf8'));
  const used = [...new Set(scripts.match(/\brt-[A-Z][A-Za-z]*/g))].filter((name) => untrimmed.has(name));
  expect(used.length).toBeGreaterThan(20);
  expect(used.filter((name) => !served.has(name))).toEqual([]);

  const breakpointsOf = (prefixes: string[]) =>
    [...served].filter((name) => prefixes.some((bp) => name.startsWith(`${bp}:rt-`)));
  expect(breakpointsOf(RADIX_BREAKPOINTS_IN_USE).length).toBeGreaterThan(100);
  expect(breakpointsOf(RADIX_BREAKPOINTS_NOT_STYLED)).toEqual([]);
  expect(served.has('light')).toBe(true);
  expect(served.has('dark')).toBe(false);
});
