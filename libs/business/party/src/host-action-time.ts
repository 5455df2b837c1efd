import { HOST_ACTION_MESSAGES as M, HOST_ACTION_RULES } from '@app/contracts';
import { PlatformException, type Clock } from '@app/platform';

const refuseAt = (message: string): never => {
  throw new PlatformException('VALIDATION_FAILED', message, { fields: { at: message } });
};

/**
 * When a host action happened on the phone (its `at`, docs/product/hosts.md#at-the-party); a request that does not
 * say happened when it reached us. A phone's time is believed within bounds only: never before the party was booked
 * (no action can precede it, and an early time would win over every later change, party-day.md#offline), nor more
 * than HOST_ACTION_RULES.clockAheadMinutes ahead of the server's clock (a phone's clock drifts a little; a later time
 * would make the action win over changes still to come). 400 at `at` otherwise.
 */
export function happenedAt(clock: Clock, dto: { at?: string }, bookedAt: Date): Date {
  const now = clock.now();
  if (dto.at === undefined) return now;
  const at = new Date(dto.at);
  if (at.getTime() > now.getTime() + HOST_ACTION_RULES.clockAheadMinutes * 60_000) refuseAt(M.atAhead);
  if (at.getTime() < bookedAt.getTime()) refuseAt(M.atBeforeBooking);
  return at;
}
