import type { User as PublicUser } from '@app/contracts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** req.user is always the public User shape (SPEC §3), loaded fresh for each request by SessionSerializer. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
  }
}

export {};
