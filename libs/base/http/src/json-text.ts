/** What a JSON text holds that JSON.parse accepts but no request should: see jsonTextProblem. */
export type JsonTextProblem = 'too-deep' | 'lone-surrogate';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * One pass over the text, before it is parsed: objects and arrays nested deeper than `maxDepth` (every later walk of
 * the value, ours or a library's, recurses, and a 5 kB body of 2,300 levels overflows the stack), and a `\uXXXX`
 * escape that leaves half a surrogate pair, text that is not Unicode (it breaks encodeURIComponent, and PostgreSQL
 * would store something else). Only escapes can make one: the body was decoded from UTF-8, which has no lone
 * surrogates. Text that is not JSON at all is left to JSON.parse to refuse.
 */
export function jsonTextProblem(text: string, maxDepth: number): JsonTextProblem | undefined {
  let depth = 0;
  let inString = false;
  /** The previous character of the string was an escaped high surrogate: only an escaped low one may follow. */
  let openPair = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (!inString) {
      if (char === QUOTE) inString = true;
      else if (OPENERS.has(char) && ++depth > maxDepth) return 'too-deep';
      else if (CLOSERS.has(char)) depth--;
      continue;
    }
    if (char === BACKSLASH && text.charCodeAt(i + 1) === LETTER_U) {
      const unit = Number.parseInt(text.slice(i + 2, i + 6), 16);
      i += 5;
      // A low half needs the high half just before it, and a high half needs a low one next.
      if (openPair !== isLowSurrogate(unit)) return 'lone-surrogate';
      openPair = isHighSurrogate(unit);
      continue;
    }
    if (openPair) return 'lone-surrogate';
    if (char === BACKSLASH) i++;
    else if (char === QUOTE) inString = false;
  }
  return undefined;
}
