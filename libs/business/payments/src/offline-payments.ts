import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { ADMIN_CALLER, BOOKING_ACTORS, BookingsService, type BookingActor } from '@app/bookings';
import {
  OFFLINE_PAYMENT_MESSAGES as OM,
  PAYMENT_MESSAGES as M,
  todayIn,
  type Payment,
  type RecordPaymentRequest,
  type ReversePaymentDto,
  type User,
} from '@app/contracts';
import { dollarsToCents } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { PaymentLedger } from './payment-ledger';
import { toPayment } from './payment.mappers';
import { PaymentsException } from './payments.exception';

/**
 * A record of money taken outside PayPal and its reversal: the checks that need the booking (it exists, the day
 * received is not before it was made), then the ledger, in one transaction. That the day is not after the business's
 * today is the DTO's bound (RecordPaymentDto, DAY_BOUNDS). An admin records cash and bank transfers; a party's host,
 * cash at the door (docs/product/hosts.md#money-at-the-door): the same ledger, the history naming who took it.
 */
@Injectable()
export class OfflinePayments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: PaymentLedger,
    private readonly bookings: BookingsService,
    private readonly settings: SettingsService,
  ) {}

  async record(bookingId: string, dto: RecordPaymentRequest, by: BookingActor): Promise<Payment> {
    const payment = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      // On the business's calendar: a booking made at 11 PM in Chicago was made that day, whatever UTC says.
      const bookedOn = todayIn(this.settings.snapshot().timeZone, booking.createdAt);
      if (dto.receivedOn < bookedOn) {
        const message = OM.receivedOnBeforeBooking(bookedOn);
        throw new PaymentsException('OFFLINE_PAYMENT_REFUSED', message, { fields: { receivedOn: message } });
      }
      return this.ledger.receive(
        manager,
        bookingId,
        {
          method: dto.method,
          amountCents: dollarsToCents(dto.amount)!,
          receivedOn: dto.receivedOn,
          note: dto.note ?? null,
        },
        by,
      );
    });
    return toPayment(payment);
  }

  async reverse(paymentId: string, dto: ReversePaymentDto, admin: User): Promise<Payment> {
    if (!isUUID(paymentId)) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    const payment = await this.dataSource.transaction((manager) =>
      this.ledger.reverse(
        manager,
        paymentId,
        { reason: dto.reason, cents: dto.amount === undefined ? undefined : dollarsToCents(dto.amount)! },
        BOOKING_ACTORS.admin(admin),
      ),
    );
    return toPayment(payment);
  }
}
