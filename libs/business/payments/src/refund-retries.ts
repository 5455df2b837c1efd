import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CALLER, BookingsService } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { EventPayloads, JobPayloads, JobQueue, OnEvent, OnJob } from '@app/queue';
import { RefundRequestEntity } from './entities';
import { RefundRequests } from './refund-requests';

/**
 * How often the worker sends a waiting refund: first REFUND_RETRY_SECONDS (a minute) after it was asked, then twice
 * as long after each time PayPal still cannot be reached (1, 2, 4, 8, 16 min: about half an hour in all). After that
 * it waits for an admin's "Send refund again" (or a replay from the queue dashboard).
 */
const REFUND_RETRY_ATTEMPTS = 6;

/**
 * Sends again a refund left `requested` because PayPal could not be reached (or the api stopped before asking): every
 * request's `payment.refund-requested` event schedules one delayed job, which re-reads the request and does nothing
 * once it is settled (PayPal's answer, its webhook, an earlier attempt, a refusal). The request's own id is the
 * PayPal-Request-Id, so PayPal never refunds twice. The delay is a setting (tests shorten it), so the job is a plain
 * job added with it, as a hold's release is (HoldExpiry), not a subscriber with a fixed delay.
 */
@Injectable()
export class RefundRetries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: RefundRequests,
    private readonly bookings: BookingsService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnEvent({ event: 'payment.refund-requested', handler: 'payments.schedule-refund-retry', queue: 'default' })
  async schedule({ refundRequestId }: EventPayloads['payment.refund-requested']): Promise<void> {
    const delay = this.config.refunds.retrySeconds * 1000;
    // One job per request: a second delivery of the event adds nothing.
    await this.jobs.add(
      'payments.retry-refund',
      { refundRequestId },
      { jobId: `refund@${refundRequestId}`, delay, backoff: { type: 'exponential', delay } },
    );
  }

  /**
   * PayPal still unreachable: the job fails and BullMQ runs it again later; a refusal fails the request, and stops.
   * Only a cancelled booking's refund is sent (every cancellation records its refund as it cancels), or an
   * overpayment's: any other on a booking that stands was left by an admin's cancel of the former order, and is sent by
   * cancelling it.
   */
  @OnJob({ name: 'payments.retry-refund', queue: 'default', attempts: REFUND_RETRY_ATTEMPTS })
  async retry({ refundRequestId }: JobPayloads['payments.retry-refund']): Promise<void> {
    const request = await this.dataSource.getRepository(RefundRequestEntity).findOneBy({ id: refundRequestId });
    if (request?.status !== 'requested') return;
    const booking = await this.bookings.findAccessible(request.bookingId, ADMIN_CALLER);
    if (booking.status !== 'cancelled' && request.purpose !== 'overpayment') return;
    if ((await this.refunds.sendOne(request)) === 'waiting') {
      throw new Error(`PayPal could not be reached for refund request ${refundRequestId}; it is sent again later`);
    }
  }
}
