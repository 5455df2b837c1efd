import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { EventPayloads, JobPayloads, JobQueue, OnEvent, OnJob } from '@app/queue';

/** A second after the hold's time, so the worker's clock a little ahead of PostgreSQL's never finds it unexpired. */
const AFTER_EXPIRY_MS = 1000;

/**
 * An unpaid booking's hold ends when its time passes: its team is free again for other families. The hold time is a
 * setting (the admin's hold minutes), so the release is a plain job delayed until the expiry the event carries, not a
 * subscriber with a fixed delay. Paid, confirmed or cancelled meanwhile: nothing happens
 * (AvailabilityService.expireHold only releases a hold whose time has passed).
 */
@Injectable()
export class HoldExpiry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly jobs: JobQueue,
  ) {}

  @OnEvent({ event: 'booking.held', handler: 'bookings.schedule-hold-expiry', queue: 'default' })
  async schedule({ bookingId, holdExpiresAt }: EventPayloads['booking.held']): Promise<void> {
    const delay = Math.max(0, Date.parse(holdExpiresAt) - Date.now()) + AFTER_EXPIRY_MS;
    // One job per hold (BullMQ refuses ":" in ids, hence the epoch): a second delivery of the event adds nothing.
    await this.jobs.add(
      'bookings.expire-hold',
      { bookingId },
      { jobId: `hold@${bookingId}@${Date.parse(holdExpiresAt)}`, delay },
    );
  }

  /** Whether a hold was released. */
  @OnJob({ name: 'bookings.expire-hold', queue: 'default' })
  async expire({ bookingId }: JobPayloads['bookings.expire-hold']): Promise<boolean> {
    return this.dataSource.transaction((manager) => this.availability.expireHold(manager, bookingId));
  }
}
