import type { Game, SiteInfo } from '@app/contracts';
import type { createStore } from 'jotai';
import { TEST_LOCATION } from '@/testing/booking.fixtures';
import type { BookingFormValues } from '../form/booking-form';
import { writeDraft } from '../form/use-booking-draft.hook';
import { wizardStepAtom, type WizardStep } from '../state/wizard-step.atom';

type Store = ReturnType<typeof createStore>;

/** The business's today in these tests (GET /api/site), a Monday. */
export const TODAY = '2026-03-02';

export const SITE: SiteInfo = {
  businessName: 'Champions Party',
  phone: '(555) 010-2030',
  email: 'hello@example.com',
  postalAddress: '',
  serviceArea: 'Springfield',
  servedPlaces: { states: ['TX', 'OK', 'AR'], zipPrefixes: [] },
  timeZone: 'America/Chicago',
  today: TODAY,
  social: {},
  taxNote: '',
  cancellationFeePercent: 3,
  rosterRetentionDays: 30,
  albumRetentionDays: 90,
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
  location: TEST_LOCATION,
  addOns: NO_ADD_ONS,
  specialRequests: '',
};

/**
 * Puts a draft in the wizard's atoms, as a parent's earlier steps in this tab would have left it: the wizard's form
 * starts from them.
 */
export function seedDraft(store: Store, step: WizardStep, v: BookingFormValues = VALID_DRAFT) {
  store.set(wizardStepAtom, step);
  writeDraft(store, v);
}
