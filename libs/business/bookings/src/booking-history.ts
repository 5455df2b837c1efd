import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { BOOKING_HISTORY_ACTIONS, type BookingHistoryAction, type BookingHistoryEntry } from '@app/contracts';

/**
 * A booking's history (docs/product/admin.md#booking-detail): its audit entries of the actions the history words, as each was
 * written; nothing in it is read again from the booking as it is now.
 */
@Injectable()
export class BookingHistory {
  constructor(private readonly audit: AuditService) {}

  async of(bookingId: string): Promise<BookingHistoryEntry[]> {
    const entries = await this.audit.entriesOf('booking', bookingId);
    return entries
      .filter((e) => e.action in BOOKING_HISTORY_ACTIONS)
      .map((e) => ({
        at: e.at.toISOString(),
        action: e.action as BookingHistoryAction,
        actor: { id: e.actorId, name: e.actorName },
        before: e.before,
        after: e.after,
        note: e.note,
      }));
  }
}
