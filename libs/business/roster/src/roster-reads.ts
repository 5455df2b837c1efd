import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookingEntity } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { SettingsService } from '@app/settings';
import { rosterClosedReason, rosterLocksAt } from './roster-rules';

/** What the shirt-size question reads of a party. */
export type SizedParty = Pick<BookingEntity, 'id' | 'guestCount' | 'status' | 'eventDate' | 'eventTime'> & {
  addOns: Pick<BookingEntity['addOns'], 'customShirts'>;
};

/** Reads of rosters for other domains (the reminders, the documents), without the host's routes. */
@Injectable()
export class RosterReads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * How many shirt sizes each party still needs from its host while the list is open: the children booked less those
   * coming with a size. 0 for a party without custom shirts, a cancelled one, or one whose list has closed.
   */
  async shirtSizesMissing(parties: SizedParty[], now = new Date()): Promise<Map<string, number>> {
    const { timeZone } = this.settings.snapshot();
    const { lockHours } = this.config.roster;
    const asking = parties.filter(
      (p) =>
        p.addOns.customShirts &&
        rosterClosedReason(p, { locksAt: rosterLocksAt(p, timeZone, lockHours), lockHours }, now) === null,
    );
    const sized: { id: string; count: number }[] = asking.length
      ? await this.dataSource.query(
          `SELECT booking_id AS id, count(*)::int AS count FROM roster_children
           WHERE booking_id = ANY($1::uuid[]) AND attending AND shirt_size IS NOT NULL GROUP BY booking_id`,
          [asking.map((p) => p.id)],
        )
      : [];
    const sizes = new Map(sized.map((r) => [r.id, r.count]));
    return new Map(
      parties.map((p) => [p.id, asking.includes(p) ? Math.max(0, p.guestCount - (sizes.get(p.id) ?? 0)) : 0]),
    );
  }
}
