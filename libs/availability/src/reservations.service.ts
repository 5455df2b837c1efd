import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { Reservation, ReserveTimeRequest } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { availabilityChanged, availabilityChangedIf } from './availability-answers';
import { AvailabilityService } from './availability.service';
import { allocationRangeSql, startsAtSql } from './slot-sql';
import { minuteOf } from './start-times';

/** pg_advisory_xact_lock's first key for a browser's reservations (the second is its token's hash). */
const HOLDER_LOCK = 36;

/**
 * A time chosen at step 2, reserved for the browser that chose it (issue #36): an allocation of kind `reservation`
 * that lasts BOOKING_RESERVATION_SECONDS, so the exclusion constraint decides between it and every booking and
 * reservation (docs/adr/0016). One browser holds at most one: asking again for the same time refreshes it, asking for
 * another time releases the old one in the same transaction. Past its expiry it blocks nobody (the reads leave it out;
 * a claim that meets it releases it), and a booking sent with its token takes its team over in its own transaction.
 */
@Injectable()
export class ReservationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly settings: SettingsService,
  ) {}

  /** Reserves (or refreshes) `holder`'s time; SLOT_TAKEN or SLOT_NOT_OFFERED as a booking's claim would refuse it. */
  async reserve(holder: string, request: ReserveTimeRequest): Promise<Reservation> {
    const slot = {
      eventDate: request.eventDate,
      eventTime: request.eventTime,
      durationMinutes: durationMinutes(request.games),
    };
    return this.dataSource.transaction(async (manager) => {
      // One browser's requests one after the other (a double click, two tabs of one draft): one live reservation.
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [HOLDER_LOCK, holder]);
      const expiresAt = new Date(Date.now() + this.config.availability.reservationSeconds * 1000);
      const refreshed = await this.refresh(manager, holder, slot, expiresAt);
      if (refreshed) return refreshed;
      await manager.query(`UPDATE allocations SET active = false, released_at = now() WHERE holder = $1 AND active`, [
        holder,
      ]);
      await availabilityChanged(manager);
      const token = randomUUID();
      await this.availability.reserve(manager, slot, { token, holder, expiresAt });
      return { token, expiresAt: expiresAt.toISOString() };
    });
  }

  /**
   * DELETE /api/reservations/:token (the time changed, the draft was cleared) and a booking taking a reservation over,
   * in its own transaction: the team stays locked by it until it commits its hold, so no other family gets in between.
   * Whether a live or lapsed reservation was released.
   */
  async release(token: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [rows] = await manager.query(
      `UPDATE allocations SET active = false, released_at = now()
       WHERE booking_id = $1 AND kind = 'reservation' AND active RETURNING id`,
      [token],
    );
    return availabilityChangedIf(manager, rows);
  }

  /** The holder's live reservation of exactly this time and length, given a new expiry; null when it holds none. */
  private async refresh(
    manager: EntityManager,
    holder: string,
    slot: { eventDate: string; eventTime: string; durationMinutes: number },
    expiresAt: Date,
  ): Promise<Reservation | null> {
    const { setupMinutes, bufferMinutes } = this.config.availability;
    const range = allocationRangeSql(startsAtSql('$2', '$3', '$4'), '$5', '$6', '$7');
    const [rows]: [{ booking_id: string }[]] = await manager.query(
      `UPDATE allocations SET hold_expires_at = $8
       WHERE holder = $1 AND active AND kind = 'reservation' AND hold_expires_at > now() AND during = ${range}
       RETURNING booking_id`,
      [
        holder,
        slot.eventDate,
        minuteOf(slot.eventTime),
        this.settings.snapshot().timeZone,
        slot.durationMinutes,
        setupMinutes,
        bufferMinutes,
        expiresAt,
      ],
    );
    if (!rows[0]) return null;
    await availabilityChanged(manager);
    return { token: rows[0].booking_id, expiresAt: expiresAt.toISOString() };
  }
}
