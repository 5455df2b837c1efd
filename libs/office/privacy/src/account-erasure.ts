import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AlbumPersonalData } from '@app/albums';
import { BookingPersonalData } from '@app/bookings';
import { CustomGamePersonalData } from '@app/catalog';
import { DocumentPersonalData } from '@app/documents';
import { PaymentPersonalData } from '@app/payments';
import { erasePromoUses } from '@app/promo';
import { EventContext, EventPayloads, OnEvent } from '@app/queue';
import { ReviewPersonalData } from '@app/reviews';
import { deleteRosters } from '@app/roster';

/**
 * How long the erasure waits for the e-mails of the parties the deletion cancelled (the cancellation's, each refund's):
 * they read the parent's name and address from the booking as they go out. Seconds in the usual case; past this, an
 * outage holding them back, the erasure goes ahead and they go nowhere.
 */
const NOTICES_WAIT_MS = 60 * 60_000;

/** The e-mails are not out yet: the job is tried again (its backoff), until NOTICES_WAIT_MS has passed. */
class NoticesPending extends Error {
  constructor(userId: string) {
    super(`erasure of account ${userId} waits for its cancelled parties' e-mails`);
  }
}

/**
 * The worker's part of deleting an account (docs/product/privacy.md#deleting-an-account): each domain erases what it
 * holds about the parent, in its own transaction, one after another, the most sensitive first (the children's photos
 * and names), the bookings last (their erasure is what the office sees: "Deleted parent"). Every step is idempotent,
 * so a retry after a stop (the job's attempts) finishes the job, as pretix's data shredders do for an event: the
 * personal data goes, the money records (bookings' prices, payments, refunds, promo uses) stay, so the office's figures
 * still add up.
 */
@Injectable()
export class AccountErasure {
  private readonly logger = new Logger('AccountErasure');

  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingPersonalData,
    private readonly albums: AlbumPersonalData,
    private readonly documents: DocumentPersonalData,
    private readonly reviews: ReviewPersonalData,
    private readonly payments: PaymentPersonalData,
    private readonly customGames: CustomGamePersonalData,
  ) {}

  /**
   * First tried 5 s after the deletion, when the cancellation's e-mails have usually gone; then 5 s, 10 s, 20 s ...
   * apart (about 85 minutes in all): past NOTICES_WAIT_MS, so the last try erases.
   */
  @OnEvent({
    event: 'account.deleted',
    handler: 'privacy.erase-account',
    queue: 'default',
    delay: 5000,
    attempts: 11,
    backoff: { type: 'exponential', delay: 5000 },
  })
  async erase({ userId }: EventPayloads['account.deleted'], { occurredAt }: EventContext): Promise<number> {
    const bookingIds = await this.bookings.idsOf(userId);
    const waited = Date.now() - Date.parse(occurredAt);
    if (waited < NOTICES_WAIT_MS && (await this.noticesPending(bookingIds))) throw new NoticesPending(userId);
    await this.albums.erase(bookingIds);
    await this.dataSource.transaction((manager) => deleteRosters(manager, bookingIds));
    await this.dataSource.transaction((manager) => this.documents.erase(manager, bookingIds));
    await this.dataSource.transaction((manager) => this.reviews.erase(manager, bookingIds));
    await this.dataSource.transaction((manager) => this.payments.erase(manager, bookingIds));
    await this.dataSource.transaction((manager) => erasePromoUses(manager, bookingIds));
    await this.dataSource.transaction((manager) => this.customGames.erase(manager, userId));
    await this.dataSource.transaction((manager) => this.bookings.erase(manager, bookingIds));
    this.logger.log({ userId, bookings: bookingIds.length }, 'account erased');
    return bookingIds.length;
  }

  private async noticesPending(bookingIds: string[]): Promise<boolean> {
    if (!bookingIds.length) return false;
    return (
      (await this.bookings.awaitingCancellationEmail(bookingIds)).length > 0 ||
      (await this.payments.awaitingRefundEmail(bookingIds))
    );
  }
}
