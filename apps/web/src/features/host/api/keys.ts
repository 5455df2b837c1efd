import { sharedKeyRoots } from '@/lib/shared-query-keys';

/** The signed-in host's own data, under the root dropped on sign-in and sign-out (auth's user-scoped-queries.ts). */
export const hostKeys = {
  parties: (day: string | undefined) => [...sharedKeyRoots.host, 'parties', day] as const,
  /** Where one party is kept: its read, and the answer of each action on it (the outbox's replay). */
  party: (id: string) => [...sharedKeyRoots.host, 'party', id] as const,
};
