import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '@app/audit';
import { ADMIN_CALLER, BookingsException, BookingsService } from '@app/bookings';
import { ADMIN_ACTION_MESSAGES as M, type User } from '@app/contracts';
import { OutboxService } from '@app/queue';

/**
 * An admin sends a booking's confirmation e-mail again: the history entry and the outbox event in one transaction; the
 * worker builds and e-mails the confirmation as it does on confirming (DocumentBuilder).
 */
@Injectable()
export class AdminConfirmationResendService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  /** 404 like any missing booking; 409 until the booking is confirmed (before that there is no confirmation). */
  async resend(bookingId: string, admin: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      if (booking.status !== 'confirmed') throw new BookingsException('BOOKING_STATE_CONFLICT', M.notConfirmed);
      await this.audit.record(manager, {
        subject: 'booking',
        subjectId: booking.id,
        action: 'confirmation-resent',
        actor: { id: admin.id, name: admin.username },
        after: { to: booking.parentEmail },
      });
      await this.outbox.record(manager, 'booking.confirmation-resend', { bookingId: booking.id });
    });
  }
}
