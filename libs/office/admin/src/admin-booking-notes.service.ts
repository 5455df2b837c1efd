import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { ADMIN_CALLER, BookingsService } from '@app/bookings';
import type { AdminNoteRequest, User } from '@app/contracts';

/**
 * An admin's internal notes on a booking: entries of the booking's history (libs/base/audit), shown only in the admin's
 * detail, never to the parent. A note changes no state, so it needs no event.
 */
@Injectable()
export class AdminBookingNotesService {
  constructor(
    private readonly bookings: BookingsService,
    private readonly audit: AuditService,
  ) {}

  /** 404 like any missing booking. */
  async add(bookingId: string, { note }: AdminNoteRequest, admin: User): Promise<void> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    await this.audit.recordNow({
      subject: 'booking',
      subjectId: booking.id,
      action: 'note',
      actor: { id: admin.id, name: admin.username },
      note,
    });
  }
}
