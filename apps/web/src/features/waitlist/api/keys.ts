export const waitlistKeys = {
  /** A family's place on the list, as its leave link opens it. */
  entry: (id: string, token: string) => ['waitlist', 'entry', id, token] as const,
  /** An offer, as its decline link (or the wizard's offer token) opens it. */
  offer: (id: string, token: string) => ['waitlist', 'offer', id, token] as const,
};
