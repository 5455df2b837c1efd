import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Accepts } from './draft-shape';

/**
 * Where the wizard draft lives: sessionStorage, so it survives a reload and a trip to another page but not the
 * closing of the tab, and a parent's name, phone and address are not left behind on a shared computer.
 * `getOnInit` reads the stored value on first use, so a wizard rendered in the browser starts from the draft; the
 * pre-rendered /booking reads it only once the page is adopted (useBookingDraft).
 * Read through globalThis: the build's pre-render (Node, no sessionStorage) loads this module too, and jotai then
 * falls back to the initial value.
 * A stored value its part does not accept (`accepts`, draft-shape.ts: a draft left by an older release in a tab still
 * open across a deploy, say) is set aside for the initial value: steps 3 and 4 read its fields without checking them.
 */
export const draftAtom = <T>(key: string, initial: T, accepts: Accepts) => {
  const json = createJSONStorage<T>(() => globalThis.sessionStorage);
  return atomWithStorage<T>(
    `booking-wizard:${key}`,
    initial,
    {
      ...json,
      getItem: (name, init) => {
        const stored = json.getItem(name, init);
        return accepts(stored) ? stored : init;
      },
    },
    { getOnInit: true },
  );
};
