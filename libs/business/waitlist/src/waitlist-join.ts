import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  businessTodaySql,
  dayPartOf,
  WAITLIST_MESSAGES as M,
  type JoinWaitlistRequest,
  type WaitlistJoined,
} from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import { OutboxService } from '@app/queue';
import { refuseBeyondHeldLimits, type HeldCount } from '@app/rate-limit';
import { SettingsService } from '@app/settings';
import { WaitlistException } from './waitlist.exception';

/**
 * POST /api/waitlist (docs/product/waitlist.md#joining): only a day with no free start in the parts that suit, for
 * the party's length, is joined; one e-mail waits once per day; the caps count the families waiting per client
 * address and per e-mail (RATE_LIMITS 'waitlist-address', 'waitlist-email') under their advisory locks, as the holds'
 * are counted. The confirmation e-mail follows (waitlist.joined).
 */
@Injectable()
export class WaitlistJoin {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
  ) {}

  async join(request: JoinWaitlistRequest, clientAddress: string): Promise<WaitlistJoined> {
    const email = request.email.toLowerCase();
    const secondDay = request.secondDay ?? null;
    for (const day of secondDay ? [request.day, secondDay] : [request.day]) await this.refuseFreeTimes(request, day);
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO waitlist_entries (email, games, duration_minutes, day, second_day, parts, client_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (email, day) WHERE status = 'waiting' DO NOTHING RETURNING id`,
        [email, request.games, durationMinutes(request.games), request.day, secondDay, request.parts, clientAddress],
      );
      if (!rows.length) throw new WaitlistException('WAITLIST_ALREADY_WAITING', M.alreadyWaiting(request.day));
      await refuseBeyondHeldLimits(
        manager,
        this.config.rateLimitFactor,
        [
          { name: 'waitlist-address', key: clientAddress },
          { name: 'waitlist-email', key: email },
        ],
        this.waiting(clientAddress, email),
      );
      await this.outbox.record(manager, 'waitlist.joined', { entryId: rows[0].id });
      return { id: rows[0].id, day: request.day, secondDay, parts: request.parts, games: request.games };
    });
  }

  /** WAITLIST_TIMES_FREE when `day` has a free start in the parts that suit, for that length: book it instead. */
  private async refuseFreeTimes(request: JoinWaitlistRequest, day: string): Promise<void> {
    const { days } = await this.availability.availability({ from: day, to: day, games: request.games });
    const times = days[0].times.filter((time) => request.parts.includes(dayPartOf(time).key));
    if (times.length) throw new WaitlistException('WAITLIST_TIMES_FREE', M.timesFree(day), { details: { day, times } });
  }

  /**
   * The families waiting from the address and for the e-mail (days still to come), and when the first of each lapses
   * (the day after its last day): the count refuseBeyondHeldLimits compares, in the limits' order.
   */
  private waiting(clientAddress: string, email: string): HeldCount {
    const filters = ['client_address = ($1::text[])[1]', 'email = ($1::text[])[2]'];
    const lastDay = 'greatest(day, coalesce(second_day, day))';
    const columns = filters.map(
      (filter, i) =>
        `count(*) FILTER (WHERE ${filter})::int AS count_${i},
         min((${lastDay} + 1)::timestamp AT TIME ZONE ($1::text[])[3]) FILTER (WHERE ${filter}) AS lapse_${i}`,
    );
    return {
      sql: `SELECT ${columns.join(', ')} FROM waitlist_entries
            WHERE status = 'waiting' AND ${lastDay} >= ${businessTodaySql('($1::text[])[3]')}
              AND (${filters.join(' OR ')})`,
      parameters: [clientAddress, email, this.settings.snapshot().timeZone],
    };
  }
}
