import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { APP_CONFIG, AppConfig } from '@app/config';
import { HeldLimit, refuseBeyondHeldLimits, refuseBeyondHeldLimitsAtCommit } from '@app/rate-limit';

/**
 * When a hold's limits are counted: `now`, by a statement of their own, so a refusal comes before anything the
 * transaction does next; `at commit`, by PostgreSQL while it commits (refuseBeyondHeldLimitsAtCommit), which holds
 * one client's locks for less, for a transaction that does nothing after the claim that could refuse the request.
 */
export type HoldLimitsCounted = 'now' | 'at commit';

/**
 * How many unpaid bookings may hold a team at once (RATE_LIMITS 'unpaid-holds-address' and 'unpaid-holds-email'):
 * each holds its time for the admin's hold minutes without a cent paid, so bookings nobody pays for would otherwise
 * empty a day as dropped reservation cookies did. Counted from the live holds themselves, the new one included, last
 * in the new booking's transaction (address first, then e-mail). Each hold carries its client's address and e-mail
 * key, so both are counted in one statement of index reads of the live holds: it runs under the limits' advisory
 * locks, which one client's bookings queue on.
 */
@Injectable()
export class UnpaidHoldLimits {
  constructor(
    private readonly availability: AvailabilityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a hold stores as its parent's e-mail and the e-mail limit counts: one parent however the address is cased. */
  static emailKey(parentEmail: string): string {
    return parentEmail.toLowerCase();
  }

  /**
   * 429 RATE_LIMITED with Retry-After (until the first of those holds lapses) when either limit is passed: thrown
   * here when counted `now`; `at commit`, the transaction's COMMIT fails and heldLimitRefusal (libs/base/rate-limit) turns
   * its error into the same 429.
   */
  async refuseBeyondLimits(
    manager: EntityManager,
    client: { clientAddress: string; clientEmail: string },
    counted: HoldLimitsCounted,
  ): Promise<void> {
    const { clientAddress, clientEmail } = client;
    const limits: HeldLimit[] = [
      { name: 'unpaid-holds-address', key: clientAddress },
      { name: 'unpaid-holds-email', key: clientEmail },
    ];
    const refuse = counted === 'now' ? refuseBeyondHeldLimits : refuseBeyondHeldLimitsAtCommit;
    await refuse(
      manager,
      this.config.rateLimitFactor,
      limits,
      this.availability.heldCount('hold', [{ clientAddress }, { clientEmail }]),
    );
  }
}
