import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Where the wizard draft lives: sessionStorage, so it survives a reload and a trip to another page but not the
 * closing of the tab, and a parent's name, phone and address are not left behind on a shared computer.
 * `getOnInit` reads the stored value on first use, so a wizard rendered in the browser starts from the draft; the
 * pre-rendered /booking reads it only once the page is adopted (useBookingForm).
 * Read through globalThis: the build's pre-render (Node, no sessionStorage) loads this module too, and jotai then
 * falls back to the initial value.
 * A stored value that does not have the initial value's shape (a draft left by an older release in a tab still open
 * across a deploy, say) is set aside for the initial value: steps 3 and 4 read its fields without checking them.
 */
export const draftAtom = <T>(key: string, initial: T) => {
  const json = createJSONStorage<T>(() => globalThis.sessionStorage);
  return atomWithStorage<T>(
    `booking-wizard:${key}`,
    initial,
    {
      ...json,
      getItem: (name, init) => {
        const stored = json.getItem(name, init);
        return hasShapeOf(stored, init) ? stored : init;
      },
    },
    { getOnInit: true },
  );
};

/**
 * Whether value has the shape of example: the same type, every key of an object example with a value of its shape,
 * an array for an array. A null example (nothing yet) accepts null, any object (the booking once made) or a number
 * (the child's age once typed).
 */
export function hasShapeOf(value: unknown, example: unknown): boolean {
  if (example === null) {
    return value === null || typeof value === 'number' || (typeof value === 'object' && !Array.isArray(value));
  }
  if (Array.isArray(example)) return Array.isArray(value);
  if (typeof example !== 'object') return typeof value === typeof example;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(example as Record<string, unknown>).every(
    ([key, inner]) => key in record && hasShapeOf(record[key], inner),
  );
}
