import { Injectable } from '@nestjs/common';

/** Cents of a booking's refunds asked of PayPal and not made yet. */
export type PendingRefundsReader = (bookingId: string) => Promise<number>;

/**
 * What a booking's page says of a refund still on its way, asked of the module that records refunds: payments
 * registers its reader at start-up (bookings never imports payments, which moves bookings). None registered (a
 * process without payments): nothing is on its way.
 */
@Injectable()
export class PendingRefunds {
  private reader: PendingRefundsReader = () => Promise.resolve(0);

  register(reader: PendingRefundsReader): void {
    this.reader = reader;
  }

  centsOf(bookingId: string): Promise<number> {
    return this.reader(bookingId);
  }
}
