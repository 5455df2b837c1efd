import type { Game, SiteInfo } from '@app/contracts';
import type { createStore } from 'jotai';
import type { BookingFormValues } from '../form/booking-form';
import { contactDetailsAtom } from '../state/contact-details.atom';
import { eventDetailsAtom } from '../state/event-details.atom';
import { gameIntensityAtom } from '../state/game-intensity.atom';
import { selectedGamesAtom } from '../state/selected-games.atom';
import { venueDetailsAtom } from '../state/venue-details.atom';
import { wizardStepAtom, type WizardStep } from '../state/wizard-step.atom';

type Store = ReturnType<typeof createStore>;

/** The business's today in these tests (GET /api/site), a Monday. */
export const TODAY = '2026-03-02';

export const SITE: SiteInfo = {
  phone: '(555) 010-2030',
  email: 'hello@example.com',
  serviceArea: 'Springfield',
  timeZone: 'America/Chicago',
  today: TODAY,
  social: {},
  pricing: { largeGroupDiscountPercent: 0 },
};

const game = (id: number, name: string, spaceType: Game['spaceType'], description: string): Game => ({
  id,
  name,
  description,
  imageUrl: `/images/games/${id}.webp`,
  difficulty: 2,
  minPlayers: 4,
  maxPlayers: 30,
  spaceRequired: 'Medium',
  spaceType,
  duration: 15,
  ageRange: '5-12',
  skills: [],
  equipment: [],
});

/** A few catalogue games, as GET /api/games answers. */
export const GAMES: Game[] = [
  game(1, 'Tug of War', 'outdoor', 'Two teams pull a rope.'),
  game(2, 'Limbo Challenge', 'both', 'How low can you go?'),
  game(3, 'Freeze Dance Off', 'indoor', 'Dance, and freeze when the music stops.'),
  game(4, 'Ring Toss Champions', 'both', 'Land the rings on the pegs.'),
  game(5, 'Sack Race', 'outdoor', 'Hop to the finish line in a sack.'),
];

const NO_ADD_ONS = { photography: false, videography: false, customShirts: false, customAwards: false };

/** A draft every step accepts: 3 games, 10 children, three weeks after TODAY. */
export const VALID_DRAFT: BookingFormValues = {
  selectedGames: [1, 2, 3],
  intensity: 'medium',
  eventDate: '2026-03-23',
  eventTime: '14:00',
  guestCount: 10,
  eventType: 'birthday',
  parentName: 'Jamie Parent',
  parentEmail: 'jamie@example.com',
  parentPhone: '(555) 123-4567',
  childName: 'Sam',
  childAge: 8,
  eventTheme: '',
  location: {
    address: '12 Oak Street',
    city: 'Springfield',
    state: 'TX',
    zipCode: '73301',
    spaceDetails: 'Back garden with a big lawn and a patio',
  },
  addOns: NO_ADD_ONS,
  specialRequests: '',
};

/**
 * Puts a draft in the wizard's atoms, as a parent's earlier steps in this tab would have left it: the wizard's form
 * starts from them.
 */
export function seedDraft(store: Store, step: WizardStep, v: BookingFormValues = VALID_DRAFT) {
  store.set(wizardStepAtom, step);
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
