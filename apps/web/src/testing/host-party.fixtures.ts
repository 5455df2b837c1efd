import type { HostParty, PartyGameResult, User } from '@app/contracts';

/** The host signed in on the phone in the host app's tests. */
export const PHONE_HOST: User = {
  id: 'host-sam',
  username: 'sam@example.com',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  role: 'host',
};

/** When PHONE_HOST's session ends: far enough for any test. */
export const SESSION_ENDS_AT = '2999-01-01T00:00:00.000Z';

/** Waivers off: nothing asked, each child `not-needed`. */
export const NO_WAIVERS: HostParty['waivers'] = {
  required: false,
  arriveWithoutWaiver: false,
  text: null,
  hostChild: { name: 'Mia', state: 'not-needed' },
};
/** Waivers on, version 2 of the text: Leo signed for, Ava not yet; the birthday child signed for. */
export const waiversOn = (arriveWithoutWaiver = false): Partial<HostParty> => ({
  waivers: {
    required: true,
    arriveWithoutWaiver,
    text: {
      version: 2,
      text: 'Games are at your own risk.',
      textHash: 'cd'.repeat(32),
      createdAt: '2026-12-01T10:00:00.000Z',
    },
    hostChild: { name: 'Mia', state: 'signed' },
  },
  children: hostParty().children.map((child) => ({ ...child, waiver: child.id === 'c-2' ? 'signed' : 'missing' })),
});
const NOT_NEEDED = { waiver: 'not-needed', emergencyPhone: null, medicalNote: null } as const;

/** A party of the host's team as GET /api/host/parties answers it: 2:00 PM Central, the team arriving at 1:30 PM. */
export const hostParty = (overrides: Partial<HostParty> = {}): HostParty => ({
  bookingId: 'b-1',
  shortId: 'B1',
  status: 'confirmed',
  teamName: 'Team Red',
  eventDate: '2026-12-12',
  eventTime: '14:00',
  startsAt: '2026-12-12T20:00:00.000Z',
  arrivesAt: '2026-12-12T19:30:00.000Z',
  durationMinutes: 90,
  packageLabel: 'Birthday party',
  theme: 'Superheroes',
  childName: 'Mia',
  childAge: 7,
  guestCount: 12,
  address: {
    line: '12 Oak Street, Springfield, TX 73301',
    spaceDetails: 'Back garden with a big lawn',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=12%20Oak%20Street',
  },
  parent: { name: 'Dana Smith', phone: '5551234567' },
  games: [
    { id: '1', name: 'Relay race', minutes: 20, custom: false },
    { id: '2', name: 'Tug of war', minutes: 15, custom: false },
    { id: 'custom-3', name: 'Treasure hunt', minutes: 25, custom: true },
  ],
  addOns: [{ label: 'Custom shirts', quantity: 12 }],
  specialRequests: 'Please bring a speaker',
  arrivedCount: 0,
  extraChildren: null,
  // $15.00 for each child more than booked.
  extraChildPrices: Array.from({ length: 20 }, (_, i) => `${(i + 1) * 15}.00`),
  amountPaid: '300.00',
  balanceDue: '0.00',
  teams: [],
  results: [],
  scorers: [],
  awards: { championTeamId: null, special: [] },
  resultsFinalAt: null,
  children: [
    {
      id: 'c-2',
      firstName: 'Leo',
      age: 6,
      shirtSize: 'YS',
      notes: 'Peanut allergy',
      photoConsent: true,
      arrived: false,
      walkIn: false,
      waiver: 'not-needed',
      emergencyPhone: null,
      medicalNote: null,
    },
    {
      id: 'c-1',
      firstName: 'Ava',
      age: 7,
      shirtSize: 'YM',
      notes: null,
      photoConsent: false,
      arrived: false,
      walkIn: false,
      waiver: 'not-needed',
      emergencyPhone: null,
      medicalNote: null,
    },
  ],
  withoutConsent: ['Ava'],
  waivers: NO_WAIVERS,
  ...overrides,
});

/** Arrived children of several ages, for the teams, games and awards screens. */
export const arrivedChildren = (): HostParty['children'] =>
  [
    { id: 'c-1', firstName: 'Ava', age: 9 },
    { id: 'c-2', firstName: 'Leo', age: 8 },
    { id: 'c-3', firstName: 'Zoe', age: 7 },
    { id: 'c-4', firstName: 'Max', age: 6 },
  ].map((child) => ({
    ...child,
    shirtSize: null,
    notes: null,
    photoConsent: true,
    arrived: true,
    walkIn: false,
    ...NOT_NEEDED,
  }));

/** The same party at its games: four children arrived in two teams (Ava and Max, Leo and Zoe). */
export const partyWithTeams = (overrides: Partial<HostParty> = {}): HostParty =>
  hostParty({
    children: arrivedChildren(),
    arrivedCount: 4,
    teams: [
      { id: 't-red', name: 'Red Rockets', colour: 'red', childIds: ['c-1', 'c-4'] },
      { id: 't-blue', name: 'Blue Sharks', colour: 'blue', childIds: ['c-2', 'c-3'] },
    ],
    ...overrides,
  });

/** A game's result as the party's read carries it: the winners, and every team's points when recorded as points. */
export const gameResult = (
  gameId: string,
  winnerTeamIds: string[],
  points: PartyGameResult['points'] = null,
): PartyGameResult => ({
  gameId,
  winnerTeamIds,
  points,
  recordedAt: '2026-12-12T20:10:00.000Z',
  correctedByAdmin: false,
});
