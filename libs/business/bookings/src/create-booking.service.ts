import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTORS } from '@app/audit';
import { AvailabilityService, ReservationsService } from '@app/availability';
import { APP_CONFIG, AppConfig } from '@app/config';
import { SubmitterIdentity } from '@app/catalog';
import {
  BOOKING_MESSAGES as M,
  CreateBookingDto,
  type CreatedBooking,
  type PriceMismatchDetails,
} from '@app/contracts';
import { newBrowserToken } from '@app/http';
import { heldLimitRefusal } from '@app/rate-limit';
import { centsToDollars, dollarsToCents, PriceQuote, quote } from '@app/pricing';
import { OutboxService } from '@app/queue';
import { SettingsService } from '@app/settings';
import { WaitlistOffers } from '@app/waitlist';
import { alreadyBooked } from './already-booked';
import { BookingCaller } from './booking-caller';
import { refuseUnservedPlace } from './booking-details';
import { BookingGames } from './booking-games';
import { BookingLifecycle } from './booking-lifecycle';
import { SelectedGames, toCreatedBooking, toPricingResult } from './booking.mappers';
import { BookingsService } from './bookings.service';
import { BookingsException } from './bookings.exception';
import { insertBooking } from './booking-insert';
import { BookingEntity } from './entities/booking.entity';
import { newBookingOf, ownerOf, storedBookingOf } from './new-booking';

export interface CreatedBookingResult {
  booking: CreatedBooking;
  /** Set when an anonymous caller had no owner token yet: the controller hands it over as the capability cookie. */
  issuedToken?: string;
}

/**
 * What the caller runs in the booking's transaction: first, before the booking's statements, and last, with the booking
 * as answered (the request's Idempotency-Key claimed and its answer recorded, @app/http's KeyInTransaction).
 */
export interface InBookingTransaction {
  first(manager: EntityManager): Promise<void>;
  last(manager: EntityManager, made: CreatedBookingResult): Promise<void>;
}

/**
 * POST /api/bookings: the checks that need the database, the server's price,
 * and the booking, its games, its booking.created and booking.held events, its "created" history entry and its team's
 * hold in one transaction.
 */
@Injectable()
export class CreateBookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly games: BookingGames,
    private readonly lifecycle: BookingLifecycle,
    private readonly reservations: ReservationsService,
    private readonly bookings: BookingsService,
    private readonly availability: AvailabilityService,
    private readonly settings: SettingsService,
    private readonly waitlist: WaitlistOffers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `clientAddress`: the request's clientAddressKey, which the unpaid holds' concurrent limit counts per address. */
  async create(
    dto: CreateBookingDto,
    caller: BookingCaller,
    submitter: SubmitterIdentity,
    clientAddress: string,
    alongside?: InBookingTransaction,
  ): Promise<CreatedBookingResult> {
    refuseUnservedPlace(dto.location, await this.settings.current());
    const games = await this.games.resolve(dto.selectedGames, submitter);
    const price = quote(
      { gameCount: games.length, guestCount: dto.guestCount, addOns: dto.addOns ?? {} },
      this.config.pricing,
    );
    refuseOtherPrices(dto, price);

    const issuedToken = caller.userId || caller.ownerToken ? undefined : newBrowserToken();
    const booking = newBookingOf(dto, price, ownerOf(caller, issuedToken));
    const created = this.outbox.entry('booking.created', { bookingId: booking.id });
    const hold = this.lifecycle.newHold(booking.id);
    // One transaction for the booking, its events and its team: no team free, nothing is stored (SLOT_TAKEN). The claim
    // comes last, so a team's row stays locked by this transaction only until its commit. The step 2 reservation is
    // released in it just before: other claims wait for this commit and then meet the booking's hold, so its team is
    // never free in between, and a refusal rolls the release back. The unpaid holds' limits count at the commit, the
    // new hold included, so one address's bookings queue on their locks for the count and the commit's flush only; a
    // refusal fails the COMMIT, which heldLimitRefusal answers as the limit's 429.
    const selectedGames: SelectedGames = games.map((g) => g.readBack);
    return this.dataSource
      .transaction(async (manager) => {
        await alongside?.first(manager);
        const held = this.outbox.entry('booking.held', hold.held);
        // The price as booked, kept in the entry itself: a later change of the booking must not rewrite its history.
        const inserted = await insertBooking(manager, booking, games, [created, held], {
          subject: 'booking',
          subjectId: booking.id,
          action: 'created',
          actor: { id: booking.userId, name: AUDIT_ACTORS.parent.name },
          after: { status: booking.status, total: centsToDollars(booking.totalCents) },
        });
        if ('standingId' in inserted) {
          const standing = await manager.findOneByOrFail(BookingEntity, { id: inserted.standingId });
          throw await alreadyBooked(standing, caller, (b) => this.asCreated(b, manager));
        }
        if (dto.reservationToken) await this.reservations.release(dto.reservationToken, manager);
        // The waiting list's offer it was sent with is taken the same way, and the parent leaves the list: an offer of
        // theirs and this booking never both hold (docs/product/waitlist.md#offers).
        await this.waitlist.onBooking(manager, {
          id: booking.id,
          email: booking.parentEmail,
          offerToken: dto.waitlistOffer,
        });
        const made = {
          booking: toCreatedBooking(storedBookingOf(booking, inserted), selectedGames, hold.holdExpiresAt),
          issuedToken,
        };
        // Before the team's claim, which stays last (above): a refused claim rolls this back with the rest.
        await alongside?.last(manager, made);
        await this.lifecycle.claimHold(manager, booking, hold.holdExpiresAt, clientAddress, 'at commit');
        return made;
      })
      .catch((err: unknown) => {
        throw heldLimitRefusal(err);
      });
  }

  /** A stored booking as POST answers it (201): its games, its hold and its stored price lines. */
  private async asCreated(booking: BookingEntity, manager: EntityManager): Promise<CreatedBooking> {
    // One after the other: both run on the transaction's one connection.
    const games = await this.bookings.selectedGamesOf([booking.id], manager);
    const holds = await this.availability.holdExpiries([booking.id], manager);
    return toCreatedBooking(booking, games.get(booking.id) ?? [], holds.get(booking.id));
  }
}

/**
 * docs/product/api.md#server-rules: figures the client showed that differ from the server's are a 422 with the server's
 * own, never stored.
 */
function refuseOtherPrices(dto: CreateBookingDto, price: PriceQuote): void {
  const differs = (sent: string | undefined) => sent !== undefined && dollarsToCents(sent) !== price.totalPrice;
  if (!differs(dto.totalPrice) && !differs(dto.finalPrice)) return;
  const details: PriceMismatchDetails = {
    totalPrice: centsToDollars(price.totalPrice),
    finalPrice: centsToDollars(price.totalPrice),
    pricing: toPricingResult(price),
  };
  throw new BookingsException('PRICE_MISMATCH', M.priceChanged, { details: { ...details } });
}
