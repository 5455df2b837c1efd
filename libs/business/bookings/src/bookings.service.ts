import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { BOOKING_MESSAGES, type Booking } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { BookingCaller } from './booking-caller';
import { BookingLinks } from './booking-link';
import { SelectedGames, toBooking } from './booking.mappers';
import { BookingsException } from './bookings.exception';
import { BookingRefunds, centsIn } from './booking-refunds';
import { BookingEntity } from './entities/booking.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** May this caller see (and act on) this booking? Its account, an admin, or the anonymous owner's browser. */
export function canAccess(booking: Pick<BookingEntity, 'userId' | 'ownerToken'>, caller: BookingCaller): boolean {
  if (caller.isAdmin) return true;
  if (booking.userId) return booking.userId === caller.userId;
  // An anonymous booking's capability is the browser token; once it belongs to an account only that account opens it.
  return caller.ownerToken !== null && booking.ownerToken === caller.ownerToken;
}

/**
 * Reading bookings, with access decided here (docs/product/api.md#server-rules): the owner, an admin, or the booking's
 * signed link. Other modules (promo, payments) load a booking through findAccessible, so "anyone else gets a 404" holds
 * for every route that takes a booking id.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly links: BookingLinks,
    private readonly refunds: BookingRefunds,
  ) {}

  /**
   * The booking when the caller may see it; otherwise BOOKING_NOT_FOUND, the same answer as for an id that does not
   * exist (no hint that it does). Pass `manager` to read inside the caller's transaction; `lock` takes a row lock
   * (only inside a transaction) so the caller can update the booking without a race.
   */
  async findAccessible(
    id: string,
    caller: BookingCaller,
    options: { manager?: EntityManager; lock?: boolean; linkDaysAfterEvent?: number } = {},
  ): Promise<BookingEntity> {
    const manager = options.manager ?? this.dataSource.manager;
    const booking = UUID.test(id)
      ? await manager.findOne(BookingEntity, {
          where: { id },
          ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    // The signed link opens its own booking only; a wrong, tampered or expired one is the same 404 as no booking.
    const opened = () => this.links.opens(booking!, caller.linkToken, options.linkDaysAfterEvent);
    if (!booking || !(canAccess(booking, caller) || opened())) throw notFound();
    return booking;
  }

  /** GET /api/bookings/:id: the booking as read back, for its owner or an admin. */
  async readAccessible(id: string, caller: BookingCaller): Promise<Booking> {
    const booking = await this.findAccessible(id, caller);
    const [games, holds] = await Promise.all([
      this.selectedGamesOf([booking.id]),
      this.availability.holdExpiries([booking.id]),
    ]);
    return toBooking(booking, games.get(booking.id) ?? [], holds.get(booking.id));
  }

  /** The account's bookings, newest first. */
  async listOwn(userId: string): Promise<Booking[]> {
    const bookings = await this.list((q) => q.where('b.userId = :userId', { userId }));
    // What went back, so a cancelled booking's card says what happened to the money.
    const lines = await this.refunds.linesOf(bookings.map((b) => b.id));
    return bookings.map((b) => ({ ...b, amountRefunded: centsToDollars(centsIn(lines.get(b.id) ?? [], 'sent')) }));
  }

  /**
   * A browser that signs in takes its anonymous bookings into the account. The token is cleared: from then on the
   * account opens them, not whoever later uses this browser signed out.
   */
  async attachToAccount(ownerToken: string, userId: string): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(BookingEntity)
      .set({ userId, ownerToken: null })
      .where('owner_token = :ownerToken AND user_id IS NULL', { ownerToken })
      .execute();
    return result.affected ?? 0;
  }

  /** Each booking's games in the parent's order: catalogue games by id, custom games by name. */
  async selectedGamesOf(bookingIds: string[], manager = this.dataSource.manager): Promise<Map<string, SelectedGames>> {
    const games = new Map<string, SelectedGames>(bookingIds.map((id) => [id, []]));
    if (!bookingIds.length) return games;
    const rows: { booking_id: string; game_id: number | null; name: string | null }[] = await manager.query(
      `SELECT bg.booking_id, bg.game_id, cg.name
       FROM booking_games bg LEFT JOIN custom_games cg ON cg.id = bg.custom_game_id
       WHERE bg.booking_id = ANY($1::uuid[])
       ORDER BY bg.booking_id, bg.position`,
      [bookingIds],
    );
    for (const row of rows) games.get(row.booking_id)?.push(row.game_id ?? row.name ?? '');
    return games;
  }

  private async list(
    filter: (q: SelectQueryBuilder<BookingEntity>) => SelectQueryBuilder<BookingEntity>,
  ): Promise<Booking[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(BookingEntity, 'b')
      .orderBy('b.createdAt', 'DESC')
      .addOrderBy('b.id', 'DESC');
    const bookings = await filter(query).getMany();
    const ids = bookings.map((b) => b.id);
    const [games, holds] = await Promise.all([this.selectedGamesOf(ids), this.availability.holdExpiries(ids)]);
    return bookings.map((b) => toBooking(b, games.get(b.id) ?? [], holds.get(b.id)));
  }
}

const notFound = () => new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);
