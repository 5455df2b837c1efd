import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  ADMIN_CALLER,
  BOOKING_ACTORS,
  BookingEntity,
  BookingHistory,
  BookingLifecycle,
  BookingsService,
} from '@app/bookings';
import type { AdminBookingActivity, User } from '@app/contracts';
import { BookingPaymentsReader } from '@app/payments';

/**
 * What an admin does to a booking from its detail dialog beyond cancelling it (BookingCancellations, the one
 * cancellation) and moving its money (payments' AdminPaymentsController): read its payments and history, confirm it.
 * Each change is one
 * transaction with its outbox event and its audit entry (libs/business/bookings); the reads come from each owning domain.
 */
@Injectable()
export class AdminBookingActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: BookingPaymentsReader,
    private readonly history: BookingHistory,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /** Its payments and its history (bookings' BookingHistory). */
  async activity(bookingId: string): Promise<AdminBookingActivity> {
    await this.booking(bookingId);
    return { ...(await this.payments.of(bookingId)), history: await this.history.of(bookingId) };
  }

  /** A pending booking becomes confirmed; the worker builds the confirmation and e-mails it to the parent. */
  async confirm(bookingId: string, admin: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.booking(bookingId, manager);
      await this.lifecycle.confirm(manager, booking, BOOKING_ACTORS.admin(admin));
    });
  }

  /** The booking (locked inside a transaction), or BOOKING_NOT_FOUND. */
  private booking(id: string, manager?: EntityManager): Promise<BookingEntity> {
    return this.bookings.findAccessible(id, ADMIN_CALLER, { manager, lock: Boolean(manager) });
  }
}
