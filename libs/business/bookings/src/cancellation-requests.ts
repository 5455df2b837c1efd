import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '@app/audit';
import { MANAGE_BOOKING_MESSAGES as M } from '@app/contracts';
import { OutboxService } from '@app/queue';
import type { BookingActor } from './booking-lifecycle';
import { BookingsException } from './bookings.exception';
import type { BookingEntity } from './entities/booking.entity';
import { CancellationRequestEntity } from './entities/cancellation-request.entity';

/**
 * A parent's late cancellation requests: opened with the parent's reason, decided by an admin, each with its history
 * line and its event in the caller's transaction (which holds the booking's lock). One open request per booking (a
 * unique index backs the check). An approval is a cancellation (BookingCancellations), which answers the open request
 * as approved (BookingLifecycle.cancel).
 */
@Injectable()
export class CancellationRequests {
  constructor(
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  async open(
    manager: EntityManager,
    booking: BookingEntity,
    reason: string,
    actor: BookingActor,
  ): Promise<CancellationRequestEntity> {
    if (await this.openOf(manager, booking.id)) {
      throw new BookingsException('CANCELLATION_REQUEST_CONFLICT', M.requestOpen);
    }
    const request = await manager.save(manager.create(CancellationRequestEntity, { bookingId: booking.id, reason }));
    await this.told(manager, request, 'requested', actor);
    return request;
  }

  /** The booking's open request; CANCELLATION_REQUEST_CONFLICT when none is open (none to approve or decline). */
  async openOrConflict(manager: EntityManager, bookingId: string): Promise<CancellationRequestEntity> {
    const request = await this.openOf(manager, bookingId);
    if (!request) throw new BookingsException('CANCELLATION_REQUEST_CONFLICT', M.noOpenRequest);
    return request;
  }

  /** An admin declines the booking's open request: the booking stands and the parent is told. */
  async decline(manager: EntityManager, booking: BookingEntity, admin: BookingActor): Promise<void> {
    const request = await this.openOrConflict(manager, booking.id);
    await manager.update(
      CancellationRequestEntity,
      { id: request.id },
      { status: 'declined', decidedBy: admin.id, decidedAt: new Date() },
    );
    await this.told(manager, request, 'declined', admin);
  }

  /** The request's event (its e-mails) and its history line, with the parent's reason. */
  private async told(
    manager: EntityManager,
    request: CancellationRequestEntity,
    what: 'requested' | 'declined',
    actor: BookingActor,
  ): Promise<void> {
    const ids = { bookingId: request.bookingId, requestId: request.id };
    await this.outbox.record(manager, `booking.cancellation-${what}`, ids);
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: request.bookingId,
      action: `cancellation-${what}`,
      actor: { id: actor.id, name: actor.name },
      note: request.reason,
    });
  }

  private openOf(manager: EntityManager, bookingId: string): Promise<CancellationRequestEntity | null> {
    return manager.findOneBy(CancellationRequestEntity, { bookingId, status: 'open' });
  }
}
