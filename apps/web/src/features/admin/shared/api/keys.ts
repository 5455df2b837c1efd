import { sharedKeyRoots } from '@/lib/shared-query-keys';

const all = sharedKeyRoots.admin;

/**
 * The admin's query keys that more than one admin section reads or refreshes (the sections never import each other),
 * all under ['admin'] so one invalidation after a change reads every admin page again.
 */
export const adminKeys = {
  all,
  /** A booking's detail; its activity, documents, party, page view and album sit under it, refreshed with it. */
  booking: (id: string | null) => [...all, 'booking', id] as const,
  bookingActivity: (id: string) => [...all, 'booking', id, 'activity'] as const,
  bookingDocuments: (id: string) => [...all, 'booking', id, 'documents'] as const,
  bookingParty: (id: string) => [...all, 'booking', id, 'party'] as const,
  bookingPage: (id: string) => [...all, 'booking', id, 'page'] as const,
  bookingAlbum: (id: string) => [...all, 'booking', id, 'album'] as const,
  /** Who was offered the time the booking gave back (docs/product/waitlist.md#the-office). */
  bookingWaitlistOffers: (id: string) => [...all, 'booking', id, 'waitlist-offers'] as const,
  /** The games a booking's edit form offers: the admin's own entry, not the public catalogue's. */
  games: () => [...all, 'games'] as const,
  /** Bookings' CSVs and the shirt orders' PDFs are both exports. */
  exports: () => [...all, 'exports'] as const,
  export: (id: string | undefined) => [...all, 'exports', id] as const,
  hosts: () => [...all, 'hosts'] as const,
  /** The business's teams: Calendar → Teams and each host's teams read them. */
  teams: () => [...all, 'teams'] as const,
  settings: () => [...all, 'settings'] as const,
  /** The waiver's text, its versions and switches (Settings → Waivers). */
  waivers: () => [...all, 'waivers'] as const,
  photos: () => [...all, 'photos'] as const,
  contactMessages: () => [...all, 'contact-messages'] as const,
};
