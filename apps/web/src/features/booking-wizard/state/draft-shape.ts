/**
 * What a stored draft part accepts, said by the part itself (draftAtom's third argument): a value an older release
 * left in another shape, or one edited by hand, is set aside for the part's initial value instead of being read by
 * steps 3 and 4 without a check. Small on purpose: the drafts are a handful of flat records.
 */
export type Accepts = (value: unknown) => boolean;

export const text: Accepts = (value) => typeof value === 'string';
export const count: Accepts = (value) => typeof value === 'number' && Number.isFinite(value);
export const flag: Accepts = (value) => typeof value === 'boolean';

/** One of these values exactly (a step, an event type, a state). */
export const oneOf =
  (values: readonly unknown[]): Accepts =>
  (value) =>
    values.includes(value);

/** Nothing yet (null), or what `inner` accepts. */
export const orNull =
  (inner: Accepts): Accepts =>
  (value) =>
    value === null || inner(value);

/** An array of what `item` accepts. */
export const listOf =
  (item: Accepts): Accepts =>
  (value) =>
    Array.isArray(value) && value.every(item);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with each of T's keys accepted by its field's check (a key T has and the check omits does not compile). */
export const record =
  <T extends object>(fields: { [K in keyof T]-?: Accepts }): Accepts =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, accepts]) => (accepts as Accepts)(value[key]));
