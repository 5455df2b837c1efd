import { sharedKeyRoots } from '@/lib/shared-query-keys';

/** The signed-in host's own data, under the root dropped on sign-in and sign-out (auth's user-scoped-queries.ts). */
export const hostKeys = {
  parties: (day: string | undefined) => [...sharedKeyRoots.host, 'parties', day] as const,
  /** Where one party is kept: its read, and the answer of each action on it (the outbox's replay). */
  party: (id: string) => [...sharedKeyRoots.host, 'party', id] as const,
  /** A party's album on the host's photo screen: never kept on the phone (the service worker keeps party reads only). */
  album: (id: string) => [...sharedKeyRoots.host, 'album', id] as const,
};
