import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig, type AvailabilitySettings } from '@app/config';
import { namedStatement, queryNamed } from '@app/database';
import {
  AVAILABILITY_MESSAGES as M,
  AVAILABILITY_RULES as R,
  eventStartSql,
  START_TIME_VALUES,
  type AllocationKind,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type FreeStart,
  type SlotRefusalDetails,
  todayIn,
} from '@app/contracts';
import type { PreparedJson } from '@app/http';
import { OutboxService } from '@app/queue';
import type { HeldCount } from '@app/rate-limit';
import { durationMinutes } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { AvailabilityException } from './availability.exception';
import type { StoredAllocationKind } from './entities/allocation.entity';
import { AvailabilityAnswers, availabilityChangedIf, type ChangedAllocationRow } from './availability-answers';
import { reservedMinutesSql } from './reserved-minutes-sql';
import {
  FIRST_FREE_TEAM_SQL,
  firstFreeTeamParameters,
  freeStartsQuery,
  answerQuery,
  type AnswerDayRow,
  type FreeStartRow,
  type SlotSearch,
} from './slot-sql';
import { daysBetween, minuteOf, shiftDay, START_MINUTES, timeOf } from './start-times';

/** When and how long an event is: its day and start time in the business time zone. */
export interface EventSlot {
  /** yyyy-MM-dd */
  eventDate: string;
  /** "HH:mm", one of the START_TIME_VALUES (docs/product/constants.md#business-constants-and-limits). */
  eventTime: string;
  durationMinutes: number;
}

export interface ClaimRequest extends EventSlot {
  bookingId: string;
  kind: AllocationKind;
  /** A hold lasts until then (default: holdExpiry(), the admin's hold minutes from now); ignored for `firm`. */
  holdUntil?: Date;
  /** Only this team (an admin's choice); otherwise every active team, in id order. */
  teamId?: number;
  /** The client address (clientAddressKey) whose request makes a new booking's hold: its concurrent limits count it. */
  clientAddress?: string;
  /** The booking's parent e-mail, lower-cased, for a hold: the per-e-mail concurrent limit counts it. */
  clientEmail?: string;
}

/** What the claim statement stores: a booking's allocation, or a browser's reservation (ReservationsService). */
type StoredClaim = Omit<ClaimRequest, 'holdUntil' | 'kind'> & { kind: StoredAllocationKind; holder?: string };

/** The allocation a booking holds. */
export interface Allocation {
  id: string;
  teamId: number;
  bookingId: string;
  kind: AllocationKind;
  /** The team's arrival (start − set-up) and the end of its buffer (start + duration + buffer). */
  startsAt: Date;
  endsAt: Date;
  holdExpiresAt: Date | null;
}

export interface AllocationRow {
  id: string;
  team_id: number;
  booking_id: string;
  kind: AllocationKind;
  starts_at: Date;
  ends_at: Date;
  hold_expires_at: Date | null;
}

/** The range a changed allocation took or gave back, as availabilityChangedIf reads it. */
const CHANGED_RANGE = 'lower(during) AS starts_at, upper(during) AS ends_at';

const RETURNING = `RETURNING id, team_id, booking_id, kind, lower(during) AS starts_at, upper(during) AS ends_at,
  hold_expires_at`;

/**
 * A claim: the first free team for a start (FIRST_FREE_TEAM_SQL, $1-$10, leaving out the teams tried) and its
 * allocation ($11-$16: booking, kind, hold expiry, holder, client address and e-mail), inserted ON CONFLICT DO NOTHING
 * with no target, so the exclusion constraint is an arbiter: a conflict leaves the caller's transaction usable, without
 * a SAVEPOINT. One row: the candidate and, unless it conflicted, the allocation; none: no candidate. Sent by name, as
 * every booking and reservation runs it (libs/base/database's namedStatement).
 */
const CLAIM_STATEMENT = namedStatement(`
      WITH candidate AS (${FIRST_FREE_TEAM_SQL}
      ), claimed AS (
        INSERT INTO allocations (team_id, booking_id, during, kind, hold_expires_at, holder, client_address, client_email)
        SELECT candidate.team_id, $11, candidate.during, $12, $13::timestamptz, $14::uuid, $15::text, $16::text
        FROM candidate
        ON CONFLICT DO NOTHING
        ${RETURNING}
      )
      SELECT candidate.team_id AS candidate, candidate.during AS candidate_during, claimed.*
      FROM candidate LEFT JOIN claimed ON true`);

export const toAllocation = (row: AllocationRow): Allocation => ({
  id: row.id,
  teamId: row.team_id,
  bookingId: row.booking_id,
  kind: row.kind,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  holdExpiresAt: row.hold_expires_at,
});

/**
 * Teams' time for bookings. Every method that changes allocations takes the caller's EntityManager so it runs inside
 * the booking's own transaction (one commit for the booking, its event and its team); capacity is the exclusion
 * constraint's decision, never a read followed by a write. Reads only choose which team to try first and which
 * alternatives to offer.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly answers: AvailabilityAnswers,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Takes a free team for the booking and returns its allocation. Each active team whose hours, time off and the
   * blackout days allow the event is tried in turn with INSERT ... ON CONFLICT DO NOTHING: when the exclusion
   * constraint refuses it (another transaction took that team, committed or about to: the insert waits for it), nothing
   * is inserted and the next team is tried, so the caller's transaction lives on. None left: SLOT_TAKEN with the
   * nearest free starts. A start not in the list (docs/product/constants.md#business-constants-and-limits), or sooner
   * than the minimum notice: SLOT_NOT_OFFERED. The booking must hold no active allocation (use move() to change one).
   */
  async claim(manager: EntityManager, request: ClaimRequest): Promise<Allocation> {
    const holdUntil = request.kind === 'hold' ? (request.holdUntil ?? this.holdExpiry()) : null;
    return this.claimUntil(manager, request, holdUntil);
  }

  /** Until when a hold claimed now lasts: the admin's hold minutes from now (a hold made before a save keeps its own). */
  holdExpiry(): Date {
    return new Date(Date.now() + this.rules().holdMinutes * 60_000);
  }

  /**
   * The configured set-up, buffer and reservation times with the admin's hold and minimum notice, read from the
   * settings' copy in hand: these run inside the booking's transaction, where waiting on a read of the settings row
   * would hold this pooled connection while asking for another.
   */
  private rules(): AvailabilitySettings & { timeZone: string } {
    const { holdMinutes, minimumNoticeHours, timeZone } = this.settings.snapshot();
    return { ...this.config.availability, holdMinutes, minimumNoticeHours, timeZone };
  }

  /**
   * A hold becomes firm (a payment, a verified free completion, an admin's confirm) and no longer expires, even when
   * its time has passed but expireHold() has not run yet. Returns the allocation, or null when the booking holds none
   * (its hold lapsed and was released): the caller then claims again with kind `firm`.
   */
  async makeFirm(manager: EntityManager, bookingId: string): Promise<Allocation | null> {
    const [rows] = await manager.query(
      `UPDATE allocations SET kind = 'firm', hold_expires_at = NULL WHERE booking_id = $1 AND active ${RETURNING}`,
      [bookingId],
    );
    return (await availabilityChangedIf(manager, rows)) ? toAllocation(rows[0]) : null;
  }

  /** The allocation the booking holds now, or null (none yet, lapsed and released, cancelled). */
  async holding(manager: EntityManager, bookingId: string): Promise<Allocation | null> {
    const [row]: AllocationRow[] = await manager.query(
      `SELECT id, team_id, booking_id, kind, lower(during) AS starts_at, upper(during) AS ends_at, hold_expires_at
       FROM allocations WHERE booking_id = $1 AND active`,
      [bookingId],
    );
    return row ? toAllocation(row) : null;
  }

  /** Until when each of these bookings holds its team, for those holding an unpaid hold (bookings as read back). */
  async holdExpiries(bookingIds: string[], manager = this.dataSource.manager): Promise<Map<string, Date>> {
    if (!bookingIds.length) return new Map();
    const rows: { booking_id: string; hold_expires_at: Date }[] = await manager.query(
      `SELECT booking_id, hold_expires_at FROM allocations WHERE booking_id = ANY($1::uuid[]) AND active AND kind = 'hold'`,
      [bookingIds],
    );
    return new Map(rows.map((r) => [r.booking_id, r.hold_expires_at]));
  }

  /**
   * Reserves the slot for `holder` until `expiresAt` under `token` (ReservationsService): a claim of kind
   * `reservation`, refused as a booking's would be (SLOT_TAKEN, SLOT_NOT_OFFERED).
   */
  async reserve(
    manager: EntityManager,
    slot: EventSlot,
    reservation: { token: string; holder: string; expiresAt: Date; clientAddress: string },
  ): Promise<void> {
    const { token, holder, expiresAt, clientAddress } = reservation;
    await this.claimUntil(
      manager,
      { ...slot, bookingId: token, kind: 'reservation', holder, clientAddress },
      expiresAt,
    );
  }

  /**
   * The count of the live (not yet lapsed) reservations or unpaid holds of each client, a client address or a parent
   * e-mail (lower-cased), and when the first of them lapses, in the order asked: what the concurrent limits of
   * RATE_LIMITS count. A statement for refuseBeyondHeldLimits (or its check at COMMIT) to run under the limits'
   * advisory locks, in the one step that takes them: it reads each client's partial index of live rows.
   */
  heldCount(kind: 'reservation' | 'hold', clients: ({ clientAddress: string } | { clientEmail: string })[]): HeldCount {
    const filters = clients.map(
      (c, i) => `${'clientAddress' in c ? 'client_address' : 'client_email'} = ($1::text[])[${i + 2}]`,
    );
    const columns = filters.map(
      (filter, i) =>
        `count(*) FILTER (WHERE ${filter})::int AS count_${i}, min(hold_expires_at) FILTER (WHERE ${filter}) AS lapse_${i}`,
    );
    return {
      sql: `SELECT ${columns.join(', ')} FROM allocations
            WHERE active AND kind = ($1::text[])[1] AND hold_expires_at > now() AND (${filters.join(' OR ')})`,
      parameters: [kind, ...clients.map((c) => ('clientAddress' in c ? c.clientAddress : c.clientEmail))],
    };
  }

  /**
   * What one client address holds of reservations, for its two limits in this order: the live ones and when the first
   * lapses (count_0, lapse_0, as heldCount counts them), then the whole minutes held by the reservations it made within
   * the budget's rolling window, released and lapsed ones included (count_1), and when enough of those will have left
   * the window for the newest to fit `budget.minutes` again (lapse_1). A statement for refuseBeyondHeldLimits.
   */
  reservationsHeld(clientAddress: string, budget: { minutes: number; windowSeconds: number }): HeldCount {
    const live = this.heldCount('reservation', [{ clientAddress }]);
    const parameter = (i: number) => `($1::text[])[${live.parameters.length + i}]`;
    return {
      sql: `SELECT live.*, spent.* FROM (${live.sql}) live
            CROSS JOIN (${reservedMinutesSql(1, parameter(1), parameter(2), parameter(3))}) spent`,
      parameters: [...live.parameters, clientAddress, String(budget.windowSeconds), String(budget.minutes)],
    };
  }

  /** Frees the booking's team (cancelled). Returns whether it held one. The row stays as history. */
  async release(manager: EntityManager, bookingId: string): Promise<boolean> {
    const [rows] = await manager.query(
      `UPDATE allocations SET active = false, released_at = now() WHERE booking_id = $1 AND active RETURNING ${CHANGED_RANGE}`,
      [bookingId],
    );
    return this.freed(manager, rows, bookingId);
  }

  /**
   * Holds a freed time for a waiting family until `until` (the waiting list's offer, `offerId` its allocation's
   * bookingId): a claim of kind `offer`, refused as a booking's would be (SLOT_TAKEN, SLOT_NOT_OFFERED).
   */
  async offer(manager: EntityManager, slot: EventSlot, offerId: string, until: Date): Promise<Allocation> {
    return this.claimUntil(manager, { ...slot, bookingId: offerId, kind: 'offer' }, until);
  }

  /** The start times ("HH:mm", in order) of `day` a team is free for now, read in the caller's transaction. */
  async freeTimesOn(manager: EntityManager, day: string, durationMinutes: number): Promise<string[]> {
    const starts = await this.freeStarts(manager, { from: day, to: day, startMinutes: START_MINUTES, durationMinutes });
    return starts.map((start) => start.time);
  }

  /**
   * Announces the time `rows` gave back (after availabilityChangedIf) as availability.freed, the waiting list's cue, in
   * the same transaction: the business days of their events (arrival plus set-up). Whether any row was.
   */
  private async freed(manager: EntityManager, rows: ChangedAllocationRow[], bookingId: string): Promise<boolean> {
    if (!(await availabilityChangedIf(manager, rows))) return false;
    const { setupMinutes, timeZone } = this.rules();
    const days = [
      ...new Set(rows.map((r) => todayIn(timeZone, new Date(r.starts_at.getTime() + setupMinutes * 60_000)))),
    ];
    await this.outbox.record(manager, 'availability.freed', { days, bookingId });
    return true;
  }

  /**
   * Releases a hold whose time has passed (the delayed job after a booking's hold time). Does nothing, and returns
   * false, when the allocation was made firm, released, or given a later expiry meanwhile: the conditional UPDATE
   * takes the row lock, so a makeFirm() racing with it is either before (nothing to expire) or after (nothing to make
   * firm: it returns null and the caller claims again).
   */
  async expireHold(manager: EntityManager, bookingId: string): Promise<boolean> {
    const [rows] = await manager.query(
      `UPDATE allocations SET active = false, released_at = now()
       WHERE booking_id = $1 AND active AND kind = 'hold' AND hold_expires_at <= now() RETURNING ${CHANGED_RANGE}`,
      [bookingId],
    );
    return this.freed(manager, rows, bookingId);
  }

  /**
   * Reschedules (or moves to another team, with `teamId`): releases the booking's allocation and claims the new time
   * inside one SAVEPOINT, so its own old range never blocks it and a refusal (SLOT_TAKEN, SLOT_NOT_OFFERED) leaves the
   * old allocation as it was. The kind, a hold's expiry and its client address and e-mail carry over; a booking
   * holding nothing gets a new hold, counted for `clientEmail` (its parent's, lower-cased) as a claimed hold is.
   */
  async move(
    manager: EntityManager,
    bookingId: string,
    slot: EventSlot,
    teamId?: number,
    clientEmail?: string,
  ): Promise<Allocation> {
    return manager.transaction(async (inner) => {
      const [current]: {
        kind: AllocationKind;
        hold_expires_at: Date | null;
        client_address: string | null;
        client_email: string | null;
      }[] = await inner.query(
        `SELECT kind, hold_expires_at, client_address, client_email FROM allocations
         WHERE booking_id = $1 AND active FOR UPDATE`,
        [bookingId],
      );
      await this.release(inner, bookingId);
      const kind = current?.kind ?? 'hold';
      const holdUntil = current ? current.hold_expires_at : this.holdExpiry();
      // A moved hold still counts for the address and e-mail that made it (their concurrent limits).
      const clientAddress = current?.client_address ?? undefined;
      const email = current ? (current.client_email ?? undefined) : clientEmail;
      return this.claimUntil(inner, { ...slot, bookingId, kind, teamId, clientAddress, clientEmail: email }, holdUntil);
    });
  }

  /**
   * GET /api/availability: each day of the range with its free start times for `games` games; the caller's own
   * reservation (`reservationToken`) does not take its time away from them. Prepared once and kept while it is
   * exactly right (AvailabilityAnswers), with each of its days, under everything the statement reads: the range, the
   * event's length (not the games: 3 and 4 games may last alike), the reservation and the settings in hand (a replica still on an older copy of
   * the settings keeps its answers apart, and a save needs to mark nothing).
   */
  async answer(query: AvailabilityQuery): Promise<PreparedJson> {
    const rules = this.rules();
    const search: SlotSearch = {
      from: query.from,
      to: query.to,
      startMinutes: START_MINUTES,
      durationMinutes: durationMinutes(query.games),
      ownReservation: query.reservationToken,
    };
    const { timeZone, minimumNoticeHours, setupMinutes, bufferMinutes } = rules;
    // The range is the answer's own part of its key; its days are kept under this one.
    const key = JSON.stringify([
      search.durationMinutes,
      search.ownReservation ?? null,
      timeZone,
      minimumNoticeHours,
      setupMinutes,
      bufferMinutes,
    ]);
    return this.answers.answer(
      key,
      search,
      async (from, to) => {
        const rows = await queryNamed<AnswerDayRow[]>(
          this.dataSource,
          ...answerQuery({ ...search, from, to }, rules, timeZone),
        );
        return { days: new Map(rows.map((row) => [row.day, row.json])), validForMs: rows[0].valid_ms };
      },
      // A reader's own reservation makes its days its own.
      !search.ownReservation,
    );
  }

  /** The answer of GET /api/availability as an object, as the api sends it. */
  async availability(query: AvailabilityQuery): Promise<AvailabilityResponse> {
    return JSON.parse((await this.answer(query)).body) as AvailabilityResponse;
  }

  /**
   * Tries the first team the candidate read finds, in one statement (INSERT ... SELECT ... ON CONFLICT DO NOTHING):
   * the read and the insert in one round trip. A conflict (a racing transaction took that team, committed or about to:
   * the insert waits for it) inserts nothing and the next try leaves that team out; no candidate left ends the claim.
   * A conflict with reservations past their expiry (the read leaves them out, the constraint still sees them) releases
   * them and tries that team again, so a lapsed reservation never blocks anyone and no job has to run first.
   */
  private async claimUntil(manager: EntityManager, request: StoredClaim, holdUntil: Date | null): Promise<Allocation> {
    if (!START_TIME_VALUES.includes(request.eventTime)) {
      throw new AvailabilityException('SLOT_NOT_OFFERED', M.startTimeNotOffered, {
        details: await this.refusalDetails(manager, request),
      });
    }
    const tried: number[] = [];
    for (;;) {
      const [row] = await queryNamed<(Partial<AllocationRow> & { candidate: number; candidate_during: string })[]>(
        manager,
        CLAIM_STATEMENT,
        this.claimParameters(request, holdUntil, tried),
      );
      if (!row) break;
      if (row.id) {
        await availabilityChangedIf(manager, [row as AllocationRow]);
        return toAllocation(row as AllocationRow);
      }
      if (!(await this.releaseLapsedReservations(manager, row.candidate, row.candidate_during))) {
        tried.push(row.candidate);
      }
    }
    // The read leaves out starts inside the minimum notice: say so, rather than that the time was taken.
    await this.refuseShortNotice(manager, request);
    throw new AvailabilityException('SLOT_TAKEN', M.slotTaken, {
      details: await this.refusalDetails(manager, request),
    });
  }

  /** CLAIM_STATEMENT's parameters for the request, leaving out the teams `tried`. */
  private claimParameters(request: StoredClaim, holdUntil: Date | null, tried: number[]): unknown[] {
    const rules = this.rules();
    const { bookingId, kind, holder, clientAddress, clientEmail } = request;
    return [
      ...firstFreeTeamParameters(
        {
          day: request.eventDate,
          minute: minuteOf(request.eventTime),
          durationMinutes: request.durationMinutes,
          teamId: request.teamId,
          exclude: tried,
        },
        rules,
        rules.timeZone,
      ),
      bookingId,
      kind,
      holdUntil,
      holder ?? null,
      clientAddress ?? null,
      clientEmail ?? null,
    ];
  }

  /**
   * Releases the team's reservations past their expiry that meet `during`; whether any was. Rows locked in id order,
   * so two claims releasing the same ones wait for each other rather than deadlock.
   */
  private async releaseLapsedReservations(manager: EntityManager, teamId: number, during: string): Promise<boolean> {
    const [rows] = await manager.query(
      `UPDATE allocations SET active = false, released_at = now()
       WHERE id IN (
         SELECT id FROM allocations
         WHERE team_id = $1 AND active AND kind = 'reservation' AND hold_expires_at <= now() AND during && $2::tstzrange
         ORDER BY id FOR UPDATE)
       RETURNING ${CHANGED_RANGE}`,
      [teamId, during],
    );
    return availabilityChangedIf(manager, rows);
  }

  private async refuseShortNotice(manager: EntityManager, slot: EventSlot): Promise<void> {
    const { minimumNoticeHours, timeZone } = this.rules();
    const [{ far_enough }] = await manager.query(
      `SELECT ${eventStartSql('$1', '$2', '$3')} >= now() + make_interval(hours => $4::int) AS far_enough`,
      [slot.eventDate, minuteOf(slot.eventTime), timeZone, minimumNoticeHours],
    );
    if (!far_enough) {
      throw new AvailabilityException('SLOT_NOT_OFFERED', M.tooSoon(minimumNoticeHours), {
        details: await this.refusalDetails(manager, slot),
      });
    }
  }

  /**
   * The free starts nearest the refused one (same duration) within a week either side, in time order (a parent reads
   * a list of times by the clock).
   */
  private async refusalDetails(
    manager: EntityManager,
    slot: EventSlot,
  ): Promise<SlotRefusalDetails & Record<string, unknown>> {
    const around = R.alternativesDaysAround;
    const free = await this.freeStarts(manager, {
      from: shiftDay(slot.eventDate, -around),
      to: shiftDay(slot.eventDate, around),
      startMinutes: START_MINUTES,
      durationMinutes: slot.durationMinutes,
    });
    const wanted = minuteOf(slot.eventTime);
    const distance = (start: FreeStart) =>
      Math.abs(daysBetween(slot.eventDate, start.date) * 1440 + minuteOf(start.time) - wanted);
    const alternatives = free
      .map((start) => ({ start, distance: distance(start) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, R.alternativesMax)
      .map(({ start }) => start)
      .sort((a, b) => (a.date === b.date ? minuteOf(a.time) - minuteOf(b.time) : a.date < b.date ? -1 : 1));
    return { alternatives };
  }

  /** Distinct (day, time) with at least one free team. */
  private async freeStarts(manager: EntityManager, search: SlotSearch): Promise<FreeStart[]> {
    const rules = this.rules();
    const rows: FreeStartRow[] = await manager.query(...freeStartsQuery(search, rules, rules.timeZone));
    return rows.map((row) => ({ date: row.day, time: timeOf(row.minute) }));
  }
}
