import { AVAILABILITY_RULES, RESERVATION_RULES, type ReserveTimeRequest } from '@app/contracts';
import type { HeldTime } from '../state/reservation.atom';

/** The time the draft asks to reserve: a day, a start time and a game count the API accepts; otherwise none. */
export function wantedTime(eventDate: string, eventTime: string, games: number): ReserveTimeRequest | null {
  if (!eventDate || !eventTime) return null;
  if (games < AVAILABILITY_RULES.gamesMin || games > AVAILABILITY_RULES.gamesMax) return null;
  return { eventDate, eventTime, games };
}

/** Whether the reservation is of exactly that time and length. */
export const holdsTime = (held: HeldTime | null, wanted: ReserveTimeRequest | null): held is HeldTime =>
  Boolean(
    held &&
    wanted &&
    held.eventDate === wanted.eventDate &&
    held.eventTime === wanted.eventTime &&
    held.games === wanted.games,
  );

export const isLive = (held: HeldTime, now = Date.now()) => Date.parse(held.expiresAt) > now;

/**
 * Whether a parent's activity should refresh the reservation: once half its life has passed (RESERVATION_RULES), or
 * once it lapsed (asked again, it is theirs again unless someone else took it meanwhile).
 */
export function dueForRefresh(held: HeldTime, now = Date.now()): boolean {
  const reservedAt = Date.parse(held.reservedAt);
  const life = Date.parse(held.expiresAt) - reservedAt;
  return now - reservedAt >= life * RESERVATION_RULES.refreshAfterShare;
}
