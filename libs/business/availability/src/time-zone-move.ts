import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SettingsService } from '@app/settings';
import { availabilityChanged } from './availability-answers';

/** Far enough that an allocation parked there meets none in place: a wall-clock move is hours, never centuries. */
const PARKED = `interval '1000 years'`;

/**
 * A new time zone means the business is elsewhere (docs/product/admin.md#the-admin-area-on-the-server): its events
 * keep their date and
 * clock time, read on the new clock, so the teams' time they hold moves with them. In the save's own transaction,
 * every active allocation and time off not yet over gets the same wall-clock range in the new zone; a hold keeps its
 * expiry. PostgreSQL checks the exclusion constraint on each row as it is written, so moving one onto the place of a
 * neighbour not yet moved would conflict: all are parked far ahead first (one shift for all keeps them apart), then
 * moved from there.
 */
@Injectable()
export class TimeZoneMove implements OnModuleInit {
  constructor(private readonly settings: SettingsService) {}

  onModuleInit(): void {
    this.settings.onSave(async (manager, before, next) => {
      if (before.timeZone !== next.timeZone) await this.move(manager, before.timeZone, next.timeZone);
    });
  }

  private async move(manager: EntityManager, from: string, to: string): Promise<void> {
    // The same clock time elsewhere: the instant's wall clock in `from`, read in `to`.
    const moved = (instant: string) => `((${instant}) AT TIME ZONE $1::text) AT TIME ZONE $2::text`;
    await manager.query(
      `UPDATE allocations SET during = tstzrange(lower(during) + ${PARKED}, upper(during) + ${PARKED})
       WHERE active AND upper(during) > now()`,
    );
    const start = moved(`lower(during) - ${PARKED}`);
    await manager.query(
      `UPDATE allocations SET during = tstzrange(${start}, ${start} + (upper(during) - lower(during)))
       WHERE active AND lower(during) > now() + ${PARKED} / 2`,
      [from, to],
    );
    await manager.query(
      `UPDATE team_time_off SET starts_at = ${moved('starts_at')}, ends_at = ${moved('starts_at')} + (ends_at - starts_at)
       WHERE ends_at > now()`,
      [from, to],
    );
    await availabilityChanged(manager, 'every day');
  }
}
