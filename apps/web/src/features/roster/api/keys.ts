import { sharedKeyRoots } from '@/lib/shared-query-keys';

export const rosterKeys = {
  /** A party's roster, under the bookings' root: it goes with the rest of the parent's bookings on sign-out. */
  roster: (id: string) => [...sharedKeyRoots.bookings, 'roster', id] as const,
  rosterBy: (id: string, token: string | null) => [...rosterKeys.roster(id), token] as const,
  /** The parent's bookings: raising the children's count changes their price. */
  bookings: () => sharedKeyRoots.bookings,
  /** An invitation's document (src/render-document.tsx) seeds the cache under this key. */
  invitation: (token: string) => ['invitations', token] as const,
  reply: (token: string) => ['invitation-replies', token] as const,
};
