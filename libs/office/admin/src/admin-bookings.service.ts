import { Injectable } from '@nestjs/common';
import { AccountsService } from '@app/accounts';
import { AvailabilityService } from '@app/availability';
import { PartyWaivers } from '@app/party';
import {
  ADMIN_CALLER,
  BookingEntity,
  BookingSearch,
  BookingsService,
  ManagedBookings,
  paymentStateOf,
  storedPricing,
  toBooking,
  toCancellationRequestView,
  toPricingResult,
  type SelectedGames,
} from '@app/bookings';
import {
  ADMIN_BOOKINGS_RULES,
  type AdminBooking,
  type AdminBookingAccount,
  type AdminBookingDetail,
  type AdminBookingGame,
  type AdminBookingsQuery,
} from '@app/contracts';

export interface AdminBookingsPage {
  bookings: AdminBooking[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The admin's reads of bookings (docs/product/pages.md#routes /admin): the paged table and one booking in full, from
 * bookings' reads.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly search: BookingSearch,
    private readonly bookings: BookingsService,
    private readonly availability: AvailabilityService,
    private readonly managed: ManagedBookings,
    private readonly accounts: AccountsService,
    private readonly partyWaivers: PartyWaivers,
  ) {}

  /** One page of the filtered, sorted table, and how many bookings match in all. */
  async page(query: AdminBookingsQuery): Promise<AdminBookingsPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_BOOKINGS_RULES.pageSizeDefault;
    const total = await this.search.count(query);
    const rows = await this.search
      .matching(query, query.sort)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return { bookings: await this.tableRows(rows), total, page, pageSize };
  }

  /** The whole list (no parameters, docs/product/api.md#the-api): every booking, newest first, as the table's rows. */
  async listAll(): Promise<AdminBooking[]> {
    return this.tableRows(await this.search.matching({}).getMany());
  }

  /** The rows of both lists, so the whole list and a page carry the same fields (the payment state too). */
  private async tableRows(rows: BookingEntity[]): Promise<AdminBooking[]> {
    const ids = rows.map((b) => b.id);
    const [games, holds] = await Promise.all([this.bookings.selectedGamesOf(ids), this.availability.holdExpiries(ids)]);
    return rows.map((b) => toAdminBooking(b, games.get(b.id) ?? [], holds.get(b.id)));
  }

  /** Every field, the games by name (custom ones marked) and the stored price lines; 404 like any missing booking. */
  async detail(id: string): Promise<AdminBookingDetail> {
    const booking = await this.bookings.findAccessible(id, ADMIN_CALLER);
    const games = await this.search.namedGamesOf(booking.id);
    const selected = games.map((g): number | string => (g.custom ? g.name : g.id));
    const [holds, request, account, waivers] = await Promise.all([
      this.availability.holdExpiries([booking.id]),
      this.managed.latestRequest(booking.id),
      this.account(booking.userId),
      this.partyWaivers.of(booking),
    ]);
    return {
      ...toAdminBooking(booking, selected, holds.get(booking.id)),
      games: games satisfies AdminBookingGame[],
      pricing: toPricingResult(storedPricing(booking, games.length)),
      cancellationRequest: request ? toCancellationRequestView(request) : null,
      account,
      waivers,
    };
  }

  /** The booking's account by name and e-mail, asked of accounts (the domain that owns it). */
  private async account(userId: string | null): Promise<AdminBookingAccount | null> {
    const user = userId ? await this.accounts.findById(userId) : null;
    if (!user) return null;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
    return { id: user.id, username: user.username, name, email: user.email };
  }
}

/** A booking as the admin table shows it: the Booking entity's fields and its payment state. */
const toAdminBooking = (b: BookingEntity, games: SelectedGames, holdExpiresAt?: Date): AdminBooking => ({
  ...toBooking(b, games, holdExpiresAt),
  payment: paymentStateOf(b),
});
