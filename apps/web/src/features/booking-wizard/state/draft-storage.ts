import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Where the wizard draft lives: sessionStorage, so it survives a reload and a trip to another page but not the
 * closing of the tab, and a parent's name, phone and address are not left behind on a shared computer.
 * `getOnInit` reads the stored value on first use, so a wizard rendered in the browser starts from the draft; the
 * pre-rendered /booking reads it only once the page is adopted (useBookingForm).
 * Read through globalThis: the build's pre-render (Node, no sessionStorage) loads this module too, and jotai then
 * falls back to the initial value.
 */
export const draftAtom = <T>(key: string, initial: T) =>
  atomWithStorage<T>(
    `booking-wizard:${key}`,
    initial,
    createJSONStorage<T>(() => globalThis.sessionStorage),
    { getOnInit: true },
  );
