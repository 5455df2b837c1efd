import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { eventStartSql, type Reservation, type ReserveTimeRequest } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import { heldAllowance, RATE_LIMITS, refuseBeyondHeldLimits } from '@app/rate-limit';
import { SettingsService } from '@app/settings';
import { availabilityChangedIf, type ChangedAllocationRow } from './availability-answers';
import { AvailabilityService } from './availability.service';
import { allocationRangeSql } from './slot-sql';
import { minuteOf } from './start-times';

/** pg_advisory_xact_lock's first key for a browser's reservations (the second is its token's hash). */
const HOLDER_LOCK = 36;

/** A reservation's longest life from its creation, refreshes included (an abuse limit: RATE_LIMITS). */
const LIFE_SECONDS = RATE_LIMITS['reservations-held'].lifeSeconds;

/** The minutes one client address's reservations may hold over a rolling day (an abuse limit: RATE_LIMITS). */
const BUDGET = RATE_LIMITS['reservation-minutes'];

/**
 * A time chosen at step 2, reserved for the browser that chose it: an allocation of kind `reservation` that lasts
 * BOOKING_RESERVATION_SECONDS, so the exclusion constraint decides between it and every booking and reservation
 * (docs/adr/0016). One browser holds at most one: asking again for the same time refreshes it (never past 30 minutes
 * from its creation), asking for another time releases the old one in the same transaction. A cookie is free to drop,
 * so one client address holds at most RATE_LIMITS['reservations-held'] at once, and its reservations hold at most
 * RATE_LIMITS['reservation-minutes'] over a day, so releasing or letting one lapse and reserving again cannot keep
 * times held all day. Past its expiry it blocks nobody (the reads leave it out; a claim that meets it releases it),
 * and a booking sent with its token takes its team over in its own transaction.
 */
@Injectable()
export class ReservationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Reserves (or refreshes) `holder`'s time for a request from `clientAddress` (clientAddressKey); SLOT_TAKEN or
   * SLOT_NOT_OFFERED as a booking's claim would refuse it, RATE_LIMITED while the address holds its limit of others
   * or its reservations have held their day's minutes.
   */
  async reserve(holder: string, clientAddress: string, request: ReserveTimeRequest): Promise<Reservation> {
    const slot = {
      eventDate: request.eventDate,
      eventTime: request.eventTime,
      durationMinutes: durationMinutes(request.games),
    };
    return this.dataSource.transaction(async (manager) => {
      // One browser's requests one after the other (a double click, two tabs of one draft): one live reservation.
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [HOLDER_LOCK, holder]);
      const refreshed = await this.refresh(manager, holder, slot);
      if (refreshed) return refreshed;
      const [released] = await manager.query(
        `UPDATE allocations SET active = false, released_at = now() WHERE holder = $1 AND active
         RETURNING lower(during) AS starts_at, upper(during) AS ends_at`,
        [holder],
      );
      await availabilityChangedIf(manager, released);
      const token = randomUUID();
      const expiresAt = new Date(
        Date.now() + Math.min(this.config.availability.reservationSeconds, LIFE_SECONDS) * 1000,
      );
      await this.availability.reserve(manager, slot, { token, holder, expiresAt, clientAddress });
      // This browser's old one, released above, never counts at once (changing the time is not holding another),
      // and its minutes only up to now.
      const factor = this.config.rateLimitFactor;
      await refuseBeyondHeldLimits(
        manager,
        factor,
        [
          { name: 'reservations-held', key: clientAddress },
          { name: 'reservation-minutes', key: clientAddress },
        ],
        this.availability.reservationsHeld(clientAddress, {
          minutes: heldAllowance('reservation-minutes', factor),
          windowSeconds: BUDGET.windowSeconds,
        }),
      );
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
       WHERE booking_id = $1 AND kind = 'reservation' AND active
       RETURNING lower(during) AS starts_at, upper(during) AS ends_at`,
      [token],
    );
    return availabilityChangedIf(manager, rows);
  }

  /**
   * The holder's live reservation of exactly this time and length, given a new expiry; null when it holds none. The
   * new expiry never passes LIFE_SECONDS from its creation: past that a refresh answers the expiry it already has, and
   * once that lapses the parent's next request reserves the time again only if it is free (a new reservation).
   */
  private async refresh(
    manager: EntityManager,
    holder: string,
    slot: { eventDate: string; eventTime: string; durationMinutes: number },
  ): Promise<Reservation | null> {
    const { setupMinutes, bufferMinutes, reservationSeconds } = this.config.availability;
    const range = allocationRangeSql(eventStartSql('$2', '$3', '$4'), '$5', '$6', '$7');
    const [rows]: [({ booking_id: string; hold_expires_at: Date } & ChangedAllocationRow)[]] = await manager.query(
      `UPDATE allocations
       SET hold_expires_at = GREATEST(hold_expires_at,
         LEAST(now() + make_interval(secs => $8), created_at + make_interval(secs => $9)))
       WHERE holder = $1 AND active AND kind = 'reservation' AND hold_expires_at > now() AND during = ${range}
       RETURNING booking_id, hold_expires_at, lower(during) AS starts_at, upper(during) AS ends_at`,
      [
        holder,
        slot.eventDate,
        minuteOf(slot.eventTime),
        this.settings.snapshot().timeZone,
        slot.durationMinutes,
        setupMinutes,
        bufferMinutes,
        reservationSeconds,
        LIFE_SECONDS,
      ],
    );
    if (!(await availabilityChangedIf(manager, rows))) return null;
    return { token: rows[0].booking_id, expiresAt: rows[0].hold_expires_at.toISOString() };
  }
}
