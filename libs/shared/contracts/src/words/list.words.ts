/** "A", "A and B", "A, B and C" (or with "or": "A, B or C"): a list as a sentence says it. */
export const naturalList = (parts: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
