import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { APP_CONFIG, AppConfig } from '@app/config';
import { refuseBeyondHeldLimit } from '@app/rate-limit';
import { BookingEntity } from './entities/booking.entity';

/**
 * How many unpaid bookings may hold a team at once (RATE_LIMITS 'unpaid-holds-address' and 'unpaid-holds-email'):
 * each holds its time for the admin's hold minutes without a cent paid, so bookings nobody pays for would otherwise
 * empty a day as dropped reservation cookies did. Counted from the live holds themselves, in the new booking's
 * transaction before its claim, under advisory locks taken address first, then e-mail (one fixed order: no deadlock).
 */
@Injectable()
export class UnpaidHoldLimits {
  constructor(
    private readonly availability: AvailabilityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 429 RATE_LIMITED with Retry-After (until the first of those holds lapses) when either limit is reached. */
  async refuseBeyondLimits(
    manager: EntityManager,
    request: { clientAddress: string; parentEmail: string },
  ): Promise<void> {
    const factor = this.config.rateLimitFactor;
    const { clientAddress } = request;
    await refuseBeyondHeldLimit(manager, 'unpaid-holds-address', { key: clientAddress, factor }, () =>
      this.availability.heldNow(manager, 'hold', { clientAddress }),
    );
    const email = request.parentEmail.toLowerCase();
    await refuseBeyondHeldLimit(manager, 'unpaid-holds-email', { key: email, factor }, async () => {
      const pending = await manager
        .createQueryBuilder(BookingEntity, 'b')
        .select('b.id', 'id')
        .where(`lower(b.parentEmail) = :email AND b.status = 'pending'`, { email })
        .getRawMany<{ id: string }>();
      return this.availability.heldNow(manager, 'hold', { bookingIds: pending.map((b) => b.id) });
    });
  }
}
