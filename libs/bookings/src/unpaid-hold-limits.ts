import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { APP_CONFIG, AppConfig } from '@app/config';
import { refuseBeyondHeldLimits } from '@app/rate-limit';
import { BookingEntity } from './entities/booking.entity';

/**
 * How many unpaid bookings may hold a team at once (RATE_LIMITS 'unpaid-holds-address' and 'unpaid-holds-email'):
 * each holds its time for the admin's hold minutes without a cent paid, so bookings nobody pays for would otherwise
 * empty a day as dropped reservation cookies did. Counted from the live holds themselves, the new one included, last
 * in the new booking's transaction (refuseBeyondHeldLimits: address first, then e-mail).
 */
@Injectable()
export class UnpaidHoldLimits {
  constructor(
    private readonly availability: AvailabilityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 429 RATE_LIMITED with Retry-After (until the first of those holds lapses) when either limit is passed. */
  async refuseBeyondLimits(
    manager: EntityManager,
    request: { clientAddress: string; parentEmail: string },
  ): Promise<void> {
    const { clientAddress } = request;
    const email = request.parentEmail.toLowerCase();
    await refuseBeyondHeldLimits(manager, this.config.rateLimitFactor, [
      {
        name: 'unpaid-holds-address',
        key: clientAddress,
        countHeld: () => this.availability.heldNow(manager, 'hold', { clientAddress }),
      },
      {
        name: 'unpaid-holds-email',
        key: email,
        countHeld: async () => {
          const pending = await manager
            .createQueryBuilder(BookingEntity, 'b')
            .select('b.id', 'id')
            .where(`lower(b.parentEmail) = :email AND b.status = 'pending'`, { email })
            .getRawMany<{ id: string }>();
          return this.availability.heldNow(manager, 'hold', { bookingIds: pending.map((b) => b.id) });
        },
      },
    ]);
  }
}
