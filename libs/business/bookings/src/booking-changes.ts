import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  eventTypeLabel,
  type BookingChangeResult,
  type BookingDetailsDto,
  type BookingLocationDto,
  type User,
} from '@app/contracts';
import { ADD_ON_KEYS, centsToDollars, PRICE_TABLE, priceLines, quote } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { ADMIN_CALLER, type BookingCaller } from './booking-caller';
import { changedMoney } from './changed-money';
import { BookingGames, type ResolvedGame } from './booking-games';
import { BookingPromos } from './booking-promos';
import { BOOKING_ACTORS, BookingLifecycle } from './booking-lifecycle';
import { pricedBooking } from './booking.mappers';
import { BookingsService } from './bookings.service';
import { BookingRefunds } from './booking-refunds';
import { bookingDetailsOf, refuseUnservedPlace } from './booking-details';
import { BookingGameEntity } from './entities/booking-game.entity';
import type { BookingAddOnColumns, BookingEntity } from './entities/booking.entity';

/** The changeable details as the history words them ("children", "add-ons": CHANGED_FIELD_WORDS in libs/shared/contracts). */
type DetailWords = Record<string, string | number | null>;

/**
 * PATCH /api/admin/bookings/:id: an admin changes the party's details. Under the booking's row lock (a cancel, a
 * reschedule or a payment of the same booking waits for it) the games are checked as the wizard's, the one pricing
 * function prices the party again (a percentage promo taken off the new total again, a fixed one kept) and the
 * lifecycle applies it (team's time resized, balance, history, the parent's e-mail). Answers the new price lines, and
 * what was paid above the new total as a refund the admin may give.
 */
@Injectable()
export class BookingChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly games: BookingGames,
    private readonly lifecycle: BookingLifecycle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly promos: BookingPromos,
    private readonly refunds: BookingRefunds,
  ) {}

  async change(id: string, dto: BookingDetailsDto, admin: Pick<User, 'id' | 'username'>): Promise<BookingChangeResult> {
    const { userId } = await this.bookings.findAccessible(id, ADMIN_CALLER);
    // The booking owner's own custom games stay selectable, as in their wizard; those it holds stay as they are (an
    // anonymous parent's pending one too, whose browser token the admin does not have).
    const held = await this.dataSource.getRepository(BookingGameEntity).findBy({ bookingId: id });
    const games = await this.games.resolve(
      dto.selectedGames,
      { userId, token: null },
      held.flatMap((g) => (g.customGameId === null ? [] : [g.customGameId])),
    );
    const price = quote(
      { gameCount: games.length, guestCount: dto.guestCount, addOns: dto.addOns ?? {} },
      this.config.pricing,
    );
    const { booking, goingBack } = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(id, ADMIN_CALLER, { manager, lock: true });
      const details = bookingDetailsOf(dto);
      // Only a new address is checked: the one booked stays served after the area changed.
      if (addressLine(details.location) !== addressLine(booking.location))
        refuseUnservedPlace(dto.location, await this.settings.current());
      const gamesBefore = await this.replaceGames(manager, booking.id, games);
      const [before, after] = changedWords(booking, details);
      if (gamesBefore !== null) {
        before.games = gamesBefore;
        after.games = games.length;
      }
      const promo = await this.promos.termsOf(manager, booking);
      await this.lifecycle.change(
        manager,
        booking,
        { details, price, promo, before, after },
        BOOKING_ACTORS.admin(admin),
      );
      return { booking, goingBack: await this.refunds.goingBack(manager, booking.id) };
    });
    const paid = booking.amountPaidCents;
    const lines = priceLines({
      ...pricedBooking(booking, games.length),
      payment: { paidCents: paid, balanceDueCents: booking.balanceDueCents },
    });
    // An overpayment's refund still waiting for PayPal is on its way back already: never offered twice.
    const over = paid - goingBack - booking.finalCents;
    return {
      priceLines: lines.map(({ key, label, cents }) => ({ key, label, amount: centsToDollars(cents) })),
      total: centsToDollars(booking.finalCents),
      paid: centsToDollars(paid),
      due: centsToDollars(booking.balanceDueCents),
      refundOffer: over > 0 ? centsToDollars(over) : null,
    };
  }

  /**
   * What the party would come to for `guestCount` children, priced as a change is (the one pricing function, the promo
   * taken again): the offer the host parent sees when the roster lists more children than booked.
   */
  async childrenQuote(
    booking: BookingEntity,
    guestCount: number,
  ): Promise<{ finalCents: number; balanceDueCents: number }> {
    const manager = this.dataSource.manager;
    const price = await this.childrenPrice(manager, booking, guestCount);
    return changedMoney(booking, price.totalPrice, await this.promos.termsOf(manager, booking));
  }

  /**
   * The host parent raises the children count to keep every child the roster lists, in the caller's transaction, under
   * the booking's lock (the lifecycle writes the history, the event and the parent's e-mail with the new price). Only
   * upwards; the balance it adds is paid on the booking's page as any balance is.
   */
  async raiseChildren(
    manager: EntityManager,
    bookingId: string,
    caller: BookingCaller,
    guestCount: number,
  ): Promise<void> {
    const booking = await this.bookings.findAccessible(bookingId, caller, { manager, lock: true });
    if (guestCount <= booking.guestCount) return;
    const price = await this.childrenPrice(manager, booking, guestCount);
    await this.lifecycle.change(
      manager,
      booking,
      {
        details: { guestCount },
        price,
        promo: await this.promos.termsOf(manager, booking),
        before: { guestCount: booking.guestCount },
        after: { guestCount },
      },
      BOOKING_ACTORS.callerOf(caller, booking),
    );
  }

  /** The booking as it is with another children count, by the one pricing function. */
  private async childrenPrice(manager: EntityManager, booking: BookingEntity, guestCount: number) {
    const gameCount = await manager.count(BookingGameEntity, { where: { bookingId: booking.id } });
    return quote({ gameCount, guestCount, addOns: booking.addOns }, this.config.pricing);
  }

  /** The booking's games become `games`, in order; how many it had when they differ, else null. */
  private async replaceGames(manager: EntityManager, bookingId: string, games: ResolvedGame[]): Promise<number | null> {
    const rows = await manager.find(BookingGameEntity, { where: { bookingId }, order: { position: 'ASC' } });
    const key = (g: Pick<ResolvedGame, 'gameId' | 'customGameId'>) => `${g.gameId}:${g.customGameId}`;
    if (rows.map(key).join() === games.map(key).join()) return null;
    await manager.delete(BookingGameEntity, { bookingId });
    await manager.insert(
      BookingGameEntity,
      games.map((g, position) => ({ bookingId, position, gameId: g.gameId, customGameId: g.customGameId })),
    );
    return rows.length;
  }
}

const addressLine = (l: Pick<BookingLocationDto, 'address' | 'city' | 'state' | 'zipCode' | 'spaceDetails'>) =>
  `${l.address}, ${l.city}, ${l.state} ${l.zipCode} (${l.spaceDetails})`;

const addOnWords = (addOns: BookingAddOnColumns) =>
  ADD_ON_KEYS.filter((key) => addOns[key])
    .map((key) => PRICE_TABLE.addOns[key].label)
    .join(', ') || null;

/** What changed, before and after, in the words the history shows (a field left as it was is left out). */
function changedWords(
  booking: BookingEntity,
  details: ReturnType<typeof bookingDetailsOf>,
): [DetailWords, DetailWords] {
  const pairs: [string, string | number | null, string | number | null][] = [
    ['guestCount', booking.guestCount, details.guestCount],
    ['eventType', eventTypeLabel(booking.eventType), eventTypeLabel(details.eventType)],
    ['eventTheme', booking.eventTheme, details.eventTheme],
    ['address', addressLine(booking.location), addressLine(details.location)],
    ['addOns', addOnWords(booking.addOns), addOnWords(details.addOns)],
    ['specialRequests', booking.specialRequests, details.specialRequests],
  ];
  const changed = pairs.filter(([, was, is]) => was !== is);
  const before: DetailWords = Object.fromEntries(changed.map(([key, was]) => [key, was]));
  const after: DetailWords = Object.fromEntries(changed.map(([key, , is]) => [key, is]));
  return [before, after];
}
