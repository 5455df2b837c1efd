import { BookingEntity } from '@app/bookings';
import { AWARD_TITLES } from '@app/contracts';
import type { CertificateFacts, DocumentContext, RunSheetFacts } from './document-facts';

/**
 * A party as a business that has saved its Settings would print it: the pictures in docs/documents.md are rendered
 * from it (`npm run docs:samples`), and the print test renders the same party, so what the docs show is what the
 * test checks. Maya's 7th birthday, pirates, four games, shirts and awards, five children coming (one allergy).
 */
export const SAMPLE_CONTEXT: DocumentContext = {
  business: {
    businessName: 'Champions Party',
    phone: '(512) 555-0142',
    email: 'hello@championsparty.example',
    postalAddress: 'PO Box 1207, Austin, TX 78767',
    serviceArea: 'Austin, Round Rock and Georgetown',
    serviceStates: ['TX'],
    serviceZipPrefixes: [],
    timeZone: 'America/Chicago',
    facebookUrl: null,
    instagramUrl: null,
    googleReviewUrl: null,
    twitterUrl: null,
    taxNote: '',
    cancellationFeePercent: 3,
    holdMinutes: 60,
    minimumNoticeHours: 24,
    waitlistOfferMinutes: 120,
    rosterRetentionDays: 30,
    albumRetentionDays: 90,
  },
  publicUrl: 'https://championsparty.example',
  bookingUrl: (id) => `https://championsparty.example/bookings/${id}`,
};

export const sampleParty = (): RunSheetFacts => ({
  booking: Object.assign(new BookingEntity(), {
    id: '7c1e4a2b-5d3f-4e8a-9b6c-0d1e2f3a4b5c',
    status: 'confirmed',
    parentName: 'Rosa Lopez',
    parentEmail: 'rosa@example.com',
    parentPhone: '7735550199',
    childName: 'Maya Lopez',
    childAge: 7,
    eventDate: '2026-08-15',
    eventTime: '14:00',
    guestCount: 12,
    eventType: 'birthday',
    eventTheme: 'Pirates',
    intensity: 'medium',
    location: {
      address: '12 Oak Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      spaceDetails: 'Big back yard with grass; parking on the street',
    },
    addOns: { photography: false, videography: false, customShirts: true, customAwards: true },
    specialRequests: 'Gluten-free cake; please finish with the awards on the porch',
    durationMinutes: 90,
  }),
  games: [
    { id: 1, name: 'Treasure Relay', custom: false, minutes: 20 },
    { id: 2, name: 'Tug of War', custom: false, minutes: 15 },
    { id: 3, name: 'Cannonball Toss', custom: false, minutes: 20 },
    { id: 4, name: 'Walk the Plank', custom: true, minutes: 15 },
  ],
  children: [
    { firstName: 'Maya', shirtSize: 'YM', notes: null, age: 7, photoConsent: true, walkIn: false },
    { firstName: 'Leo', shirtSize: 'YS', notes: null, age: 6, photoConsent: true, walkIn: false },
    {
      firstName: 'Ava',
      shirtSize: 'YM',
      notes: 'Peanut allergy (EpiPen in her bag)',
      age: 8,
      photoConsent: false,
      walkIn: false,
    },
    { firstName: 'Noah', shirtSize: 'YL', notes: null, age: 9, photoConsent: true, walkIn: false },
    {
      firstName: 'Zoë',
      shirtSize: null,
      notes: null,
      age: null,
      photoConsent: true,
      walkIn: true,
      waiverMissing: true,
    },
  ],
  shirtSizes: [
    { shirtSize: 'YS', count: 1 },
    { shirtSize: 'YM', count: 2 },
    { shirtSize: 'YL', count: 1 },
  ],
  waivers: { ownChildMissing: false },
});

/** The sample party's certificates: a special award, a champions team, and the others' participation title. */
export const sampleCertificates = (): CertificateFacts => {
  const { booking, children } = sampleParty();
  const titles = ['Best Team Spirit', AWARD_TITLES.champions, AWARD_TITLES.champions];
  return {
    booking,
    children: children.map(({ firstName }, i) => ({ firstName, title: titles[i] ?? AWARD_TITLES.participation })),
  };
};
