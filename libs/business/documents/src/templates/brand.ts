import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PaperSize } from '@app/contracts';

/**
 * The site's colours (apps/web: Radix Themes with accent violet, gray mauve, and amber for the confetti and the
 * highlights of global.css), as hex values a PDF can print: Radix's light scale steps named by what they do here.
 */
export const BRAND = {
  /** violet-9: the accent (buttons, the wordmark). */
  violet: '#6e56cf',
  /** violet-11: accent text on a light ground. */
  violetText: '#6550b9',
  /** violet-12: the darkest accent, for the name. */
  violetInk: '#2f265f',
  /** violet-3 and violet-6: a tinted panel and its edge. */
  violetTint: '#f4f0fe',
  violetLine: '#d4cafe',
  /** amber-9, amber-8 and amber-11: the trophy's gold, its shade, and gold text. */
  gold: '#ffc53d',
  goldShade: '#e2a336',
  goldText: '#ab6400',
  /** amber-2: the certificate's warm ground. */
  goldTint: '#fefbe9',
  /** mauve-12 and mauve-11: text and quieter text. */
  ink: '#211f26',
  muted: '#65636d',
} as const;

/** The families as the site names them; the DejaVu fallback covers any letter outside the embedded subsets. */
export const HEADING_FONT = `'Fredoka Variable', 'DejaVu Sans', sans-serif`;
export const TEXT_FONT = `'Inter Variable', 'DejaVu Sans', sans-serif`;

/**
 * The subsets embedded: Fredoka prints the names, so it carries the accented Latin letters too; Inter prints the
 * business's and the party's lines, where a rare letter falls back to DejaVu rather than adding 85 KB to every copy.
 */
const FONT_SUBSETS: [pkg: string, subsets: string[]][] = [
  ['@fontsource-variable/fredoka', ['latin', 'latin-ext']],
  ['@fontsource-variable/inter', ['latin']],
];

let fontFaces: string | undefined;

/**
 * The site's own @font-face rules with each woff2 inlined as a data: URL, read from node_modules once per process: a
 * document loads nothing (the renderer is offline), and the stored HTML prints the same wherever it is rendered.
 */
export function brandFontFaces(): string {
  fontFaces ??= FONT_SUBSETS.map(([pkg, subsets]) => {
    const css = readFileSync(require.resolve(`${pkg}/wght.css`), 'utf8');
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    return css
      .split(/(?=\/\* )/)
      .filter((block) => subsets.some((subset) => block.includes(`-${subset}-wght-normal */`)))
      .map((block) =>
        block.replace(/url\(\.\/files\/([\w.-]+\.woff2)\)/g, (_, file: string) => {
          const data = readFileSync(join(dir, 'files', file)).toString('base64');
          return `url(data:font/woff2;base64,${data})`;
        }),
      )
      .join('');
  }).join('');
  return fontFaces;
}

/** A sheet's size in millimetres, as CSS @page names it, portrait. */
export const PAPER: Record<PaperSize, { css: string; widthMm: number; heightMm: number }> = {
  letter: { css: 'Letter', widthMm: 215.9, heightMm: 279.4 },
  a4: { css: 'A4', widthMm: 210, heightMm: 297 },
};
