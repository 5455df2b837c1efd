import type { Game, SiteInfo } from '@app/contracts';
import type { BookingFormValues } from '../form/booking-form';

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
 * Leaves a draft in sessionStorage as the wizard writes it (one key per concern), as a parent's earlier visit in
 * this tab would have: the next render starts from it, as after a reload.
 */
export function storeDraft(step: number, v: BookingFormValues = VALID_DRAFT) {
  const put = (key: string, value: unknown) => sessionStorage.setItem(`booking-wizard:${key}`, JSON.stringify(value));
  put('step', step);
  put('games', v.selectedGames);
  put('intensity', v.intensity);
  put('event', { eventDate: v.eventDate, eventTime: v.eventTime, guestCount: v.guestCount, eventType: v.eventType });
  put('contact', {
    parentName: v.parentName,
    parentEmail: v.parentEmail,
    parentPhone: v.parentPhone,
    childName: v.childName,
    childAge: v.childAge,
  });
  put('venue', {
    eventTheme: v.eventTheme,
    location: v.location,
    addOns: v.addOns,
    specialRequests: v.specialRequests,
  });
}
