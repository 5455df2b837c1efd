import { useAtomValue, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated.hook';
import { contactDetailsAtom, EMPTY_CONTACT_DETAILS } from '../state/contact-details.atom';
import { EMPTY_EVENT_DETAILS, eventDetailsAtom } from '../state/event-details.atom';
import { gameIntensityAtom } from '../state/game-intensity.atom';
import { selectedGamesAtom } from '../state/selected-games.atom';
import { EMPTY_VENUE_DETAILS, venueDetailsAtom } from '../state/venue-details.atom';
import type { BookingFormValues } from './booking-form';

type Store = ReturnType<typeof useStore>;

const readDraft = (store: Store): BookingFormValues => ({
  selectedGames: store.get(selectedGamesAtom),
  intensity: store.get(gameIntensityAtom),
  ...store.get(eventDetailsAtom),
  ...store.get(contactDetailsAtom),
  ...store.get(venueDetailsAtom),
});

const EMPTY_DRAFT: BookingFormValues = {
  selectedGames: [],
  intensity: 'medium',
  ...EMPTY_EVENT_DETAILS,
  ...EMPTY_CONTACT_DETAILS,
  ...EMPTY_VENUE_DETAILS,
};

/** Writes each concern to its own atom (and so to sessionStorage). */
export function writeDraft(store: Store, v: BookingFormValues) {
  store.set(selectedGamesAtom, v.selectedGames);
  store.set(gameIntensityAtom, v.intensity);
  store.set(eventDetailsAtom, {
    eventDate: v.eventDate,
    eventTime: v.eventTime,
    guestCount: v.guestCount,
    eventType: v.eventType,
  });
  store.set(contactDetailsAtom, {
    parentName: v.parentName,
    parentEmail: v.parentEmail,
    parentPhone: v.parentPhone,
    childName: v.childName,
    childAge: v.childAge,
  });
  store.set(venueDetailsAtom, {
    eventTheme: v.eventTheme,
    location: v.location,
    addOns: v.addOns,
    specialRequests: v.specialRequests,
  });
}

/**
 * The wizard's draft: its atoms are the one place its values live, so a reload or another page loses nothing. Step 1
 * reads and writes them here, without a form library (the page's first load); steps 2 to 4 edit them through the form
 * that validates them field by field, loaded later (components/later-steps-form.component.tsx), which writes every
 * change back. On the pre-rendered /booking the page is adopted as the build rendered it, with an empty draft
 * (sessionStorage is the browser's), and the parent's draft shows once it is adopted (useHydrated). `restored` says
 * `values` are the draft's; until then the wizard shows step 1 as the build did, so the markup it adopts is the markup
 * it renders. `clearDraft` forgets it once the booking exists.
 */
export function useBookingDraft() {
  const store = useStore();
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(hydrated);
  const selectedGames = useAtomValue(selectedGamesAtom);
  const intensity = useAtomValue(gameIntensityAtom);
  const eventDetails = useAtomValue(eventDetailsAtom);
  const contactDetails = useAtomValue(contactDetailsAtom);
  const venueDetails = useAtomValue(venueDetailsAtom);
  const draft = useMemo(
    () => ({ selectedGames, intensity, ...eventDetails, ...contactDetails, ...venueDetails }),
    [selectedGames, intensity, eventDetails, contactDetails, venueDetails],
  );

  useEffect(() => {
    if (!hydrated || restored) return;
    // In a transition, as the adoption that precedes it: the draft's step and answers render in slices.
    startTransition(() => setRestored(true));
  }, [hydrated, restored]);

  /** One field set outside the form (step 1, a time chosen or refused): the atoms take it. */
  const writeField = useCallback(
    <K extends keyof BookingFormValues>(name: K, value: BookingFormValues[K]) =>
      writeDraft(store, { ...readDraft(store), [name]: value }),
    [store],
  );

  /** Every field at once, as the form of steps 2 to 4 gives them (components/later-steps-form.component.tsx). */
  const writeValues = useCallback((v: BookingFormValues) => writeDraft(store, v), [store]);

  const clearDraft = useCallback(() => {
    for (const part of [selectedGamesAtom, gameIntensityAtom, eventDetailsAtom, contactDetailsAtom, venueDetailsAtom]) {
      store.set(part as never, RESET as never);
    }
  }, [store]);

  return { values: restored ? draft : EMPTY_DRAFT, writeField, writeValues, clearDraft, restored };
}
