import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { AuditService } from '@app/audit';
import {
  ERASED_CHILD_NAME,
  ERASED_PARENT_NAME,
  ERASED_TEXT,
  type BookingHistoryAction,
  type CancellationRequestView,
} from '@app/contracts';
import { BookingEntity } from './entities/booking.entity';
import { CancellationRequestEntity } from './entities/cancellation-request.entity';
import { toCancellationRequestView } from './managed-bookings';

/**
 * The history's fields that can hold the parent's details: a changed address or request, the confirmation's
 * recipient (docs/product/admin.md#booking-detail).
 */
const PERSONAL_HISTORY_FIELDS = ['address', 'specialRequests', 'to'];
/** The history's lines whose note is someone's own words about the party: an admin's note, a reason to cancel. */
const WORDED_HISTORY_ACTIONS: BookingHistoryAction[] = [
  'note',
  'cancelled',
  'cancellation-requested',
  'cancellation-declined',
];

/**
 * The bookings' part of a parent's own data (docs/product/privacy.md): which bookings an account holds, their
 * cancellation requests for the download, and their erasure when the parent deletes the account. A booking is the
 * business's money record: it stays, with its prices, payments, status and dates, so every figure of the office still
 * adds up; what names or reaches the parent goes.
 */
@Injectable()
export class BookingPersonalData {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async idsOf(userId: string): Promise<string[]> {
    const rows = await this.dataSource.manager.find(BookingEntity, { select: { id: true }, where: { userId } });
    return rows.map((b) => b.id);
  }

  /** The account's bookings that still stand (pending or confirmed), whatever their day. */
  standing(userId: string): Promise<BookingEntity[]> {
    return this.dataSource.manager.find(BookingEntity, {
      where: { userId, status: In(['pending', 'confirmed']) },
      order: { eventDate: 'ASC', eventTime: 'ASC' },
    });
  }

  async cancellationRequestsOf(bookingIds: string[]): Promise<Map<string, CancellationRequestView[]>> {
    const requests = await this.dataSource.manager.find(CancellationRequestEntity, {
      where: { bookingId: In(bookingIds) },
      order: { createdAt: 'ASC' },
    });
    const byBooking = new Map<string, CancellationRequestView[]>(bookingIds.map((id) => [id, []]));
    for (const r of requests) byBooking.get(r.bookingId)?.push(toCancellationRequestView(r));
    return byBooking;
  }

  /** Cancelled bookings whose parent has not been e-mailed about it yet: the e-mail reads the booking when it goes. */
  async awaitingCancellationEmail(bookingIds: string[]): Promise<string[]> {
    const rows = await this.dataSource.manager.find(BookingEntity, {
      select: { id: true },
      where: { id: In(bookingIds), status: 'cancelled', cancellationNotifiedAt: IsNull() },
    });
    return rows.map((b) => b.id);
  }

  /**
   * In the caller's transaction: the parent's and the child's names, the e-mail, phone and street address, the special
   * requests and the browser's owner token; the parent's words in cancellation requests; the same details in the
   * bookings' history. The city and state stay (the office's figures of where parties are held), and so do the event's
   * day, type, size and every amount. Doing it twice changes nothing.
   */
  async erase(manager: EntityManager, bookingIds: string[]): Promise<void> {
    if (!bookingIds.length) return;
    await manager.update(
      BookingEntity,
      { id: In(bookingIds) },
      {
        parentName: ERASED_PARENT_NAME,
        parentEmail: '',
        parentPhone: '',
        childName: ERASED_CHILD_NAME,
        location: { address: '', zipCode: '', spaceDetails: '' },
        specialRequests: null,
        ownerToken: null,
        // The first erasure's time: a retry keeps it.
        erasedAt: () => 'COALESCE(erased_at, now())',
      },
    );
    await manager.update(CancellationRequestEntity, { bookingId: In(bookingIds) }, { reason: ERASED_TEXT });
    await this.audit.erase(manager, {
      subject: 'booking',
      subjectIds: bookingIds,
      fields: PERSONAL_HISTORY_FIELDS,
      noteActions: WORDED_HISTORY_ACTIONS,
      text: ERASED_TEXT,
    });
  }
}
