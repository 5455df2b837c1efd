// Inter, as fontsource ships it, is a variable font whose weight axis runs from 100 to 900; the site sets text from
// 400 to 700 only (Radix's regular, medium and bold, our own CSS's 500-700, the browser's bold). The browser build
// keeps that part of the axis (the plugin in apps/web/vite.config.mts runs instanceFace on each Inter face it emits):
// the latin face every page loads goes from 48.3 to 34.4 kB, on every first visit, over a phone's slow link. Each
// face keeps every character it has of its unicode-range, its combining marks and every OpenType feature
// (subset-font's default), so what is set in it does not change. Fredoka (display type) would lose 3 kB: left as it is.
import subsetFont from 'subset-font';

/** The weights the SPA sets Inter text in; a face asked for outside them is drawn at the nearest one. */
export const INTER_WEIGHTS = { min: 400, max: 700 };

/** Every code point a `unicode-range` descriptor names (`U+0000-00FF,U+0131,…`, or minified `U+??,U+131,…`). */
export function codePointsOf(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    // A wildcard digit stands for all 16: U+4?? is U+400-4FF.
    const [from, to] = [parseInt(first.replaceAll('?', '0'), 16), parseInt(last.replaceAll('?', 'F'), 16)];
    if (!(from <= to)) throw new Error(`unicode-range part ${part} is not a range`);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * Combining marks: a face keeps those it has whatever its unicode-range says, for a base character of its own followed
 * by one (fontsource's latin files carry the Vietnamese tone marks, U+0300, U+0301…, outside their range).
 */
const COMBINING_MARKS = 'U+0300-036F';

/**
 * The woff2 `font` with its weight axis limited to `weights`, every character it has of `unicodeRange` (and the
 * combining marks) kept.
 */
export function instanceFace(font, unicodeRange, weights) {
  return subsetFont(font, String.fromCodePoint(...codePointsOf(`${unicodeRange},${COMBINING_MARKS}`)), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
}
