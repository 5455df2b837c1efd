import type { HostParty } from '@app/contracts';

export type GameClock =
  | { state: 'before'; minutes: number }
  | { state: 'on'; index: number; minutesIn: number }
  | { state: 'over' };

/**
 * Which game should be on at `now`, running the games back to back from the party's start with their own minutes
 * (docs/product/party-day.md#the-hosts-screens): before the start, how long until it.
 */
export function gameClock(party: Pick<HostParty, 'games' | 'startsAt'>, now: Date): GameClock {
  const elapsed = Math.floor((now.getTime() - Date.parse(party.startsAt)) / 60_000);
  if (elapsed < 0) return { state: 'before', minutes: -elapsed };
  let start = 0;
  for (const [index, game] of party.games.entries()) {
    if (elapsed < start + game.minutes) return { state: 'on', index, minutesIn: elapsed - start };
    start += game.minutes;
  }
  return { state: 'over' };
}
