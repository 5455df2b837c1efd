/** Order statistics the benches report. */

/** The middle value (the upper one of the two middles for an even count); `values` is left unsorted. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The value at or below which a share `p` (0-1) of `sorted`, sorted ascending, lies. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
