import { sharedKeyRoots } from '@/lib/shared-query-keys';

export const authKeys = {
  currentUser: () => ['current-user'] as const,
  /** The roots whose answers belong to whoever is signed in; they must not outlive a sign-in or sign-out. */
  userScoped: () => [sharedKeyRoots.bookings, sharedKeyRoots.admin, sharedKeyRoots.host] as const,
};
