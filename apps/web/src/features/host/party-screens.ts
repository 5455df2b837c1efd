/** The screens of one party, in the order the day runs (docs/product/party-day.md#the-hosts-screens). */
export const PARTY_SCREENS = ['check-in', 'teams', 'games', 'leaderboard', 'awards', 'finish'] as const;
export type PartyScreen = (typeof PARTY_SCREENS)[number];

/** A party's overview (`/host/parties/:id`), or one of its screens. */
export const partyPath = (partyId: string, screen?: PartyScreen): string =>
  `/host/parties/${encodeURIComponent(partyId)}${screen ? `/${screen}` : ''}`;
