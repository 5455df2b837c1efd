import { useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateBookingDto } from '@app/contracts';
import { useHydrated } from '@/lib/use-hydrated.hook';
import { contactDetailsAtom, EMPTY_CONTACT_DETAILS } from '../state/contact-details.atom';
import { EMPTY_EVENT_DETAILS, eventDetailsAtom } from '../state/event-details.atom';
import { gameIntensityAtom } from '../state/game-intensity.atom';
import { selectedGamesAtom } from '../state/selected-games.atom';
import { EMPTY_VENUE_DETAILS, venueDetailsAtom } from '../state/venue-details.atom';
import type { BookingFormValues } from './booking-form';
import { bookingResolver } from './use-booking-validation.hook';

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
 * The wizard's one form, validated on change by the API's own DTO (docs/product/validation.md#validation messages). The
 * draft atoms are its memory: they seed it and receive every change, so a reload or another page loses nothing.
 * `clearDraft` forgets it once the booking exists. On the pre-rendered /booking the page is adopted as the build
 * rendered it, with an empty draft (sessionStorage is the browser's), and the parent's draft is put in the form once it
 * is adopted (useHydrated). `restored` says the form holds the draft; until then the wizard shows step 1 as the build
 * did, so the markup it adopts is the markup it renders.
 */
export function useBookingForm() {
  const store = useStore();
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(hydrated);
  const [initial] = useState(() => (hydrated ? readDraft(store) : EMPTY_DRAFT));
  const form = useForm<BookingFormValues, unknown, CreateBookingDto>({
    resolver: bookingResolver,
    defaultValues: initial,
    mode: 'onChange',
  });

  useEffect(() => {
    if (!hydrated || restored) return;
    // In a transition, as the adoption that precedes it: the draft's step and answers render in slices.
    startTransition(() => {
      form.reset(readDraft(store));
      setRestored(true);
    });
  }, [hydrated, restored, form, store]);

  useEffect(() => {
    const subscription = form.watch(() => writeDraft(store, form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, store]);

  const clearDraft = useCallback(() => {
    for (const draft of [
      selectedGamesAtom,
      gameIntensityAtom,
      eventDetailsAtom,
      contactDetailsAtom,
      venueDetailsAtom,
    ]) {
      store.set(draft as never, RESET as never);
    }
    form.reset(EMPTY_DRAFT);
  }, [form, store]);

  return { form, clearDraft, restored };
}
