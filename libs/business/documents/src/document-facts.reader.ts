import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingEntity, BookingSearch } from '@app/bookings';
import { PaymentEntity } from '@app/payments';
import type { BookingFacts, ReceiptFacts } from './document-facts';

/** Loads what a document is built from, as stored: the booking, its games in order, and for a receipt its payment. */
@Injectable()
export class DocumentFactsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: BookingSearch,
  ) {}

  async bookingFacts(bookingId: string): Promise<BookingFacts> {
    const booking = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId });
    if (!booking) throw new Error(`booking ${bookingId} does not exist`);
    const games = await this.search.namedGamesOf(bookingId);
    return { booking, games };
  }

  /** A captured payment's receipt facts; what was paid to date counts the captures up to this one, not later ones. */
  async receiptFacts(paymentId: string): Promise<ReceiptFacts> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (!payment || payment.status !== 'captured' || !payment.capturedAt) {
      throw new Error(`payment ${paymentId} is not a captured payment`);
    }
    const [{ paid }]: { paid: number }[] = await this.dataSource.query(
      `SELECT coalesce(sum(amount_cents), 0)::int AS paid
       FROM payments
       WHERE booking_id = $1 AND status = 'captured'
         AND captured_at <= (SELECT captured_at FROM payments WHERE id = $2)`,
      [payment.bookingId, payment.id],
    );
    return { ...(await this.bookingFacts(payment.bookingId)), payment, paidToDateCents: paid };
  }
}
