import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobQueue } from '../worker/job-queue.service';
import { OnJob } from '../worker/on-job.decorator';
import { HOUSEKEEPING_SCHEDULE, PRUNE_BATCH, RETENTION } from './retention';

/** Each table's "no longer needed" condition; $1 is its retention interval where it has one. */
const PRUNED: { table: string; where: string; keep?: string }[] = [
  { table: 'outbox', where: `published_at < now() - $1::interval`, keep: RETENTION.publishedOutbox },
  { table: 'processed_events', where: `processed_at < now() - $1::interval`, keep: RETENTION.processedEvents },
  { table: 'idempotency_keys', where: `created_at < now() - $1::interval`, keep: RETENTION.idempotencyKeys },
  // Released, taken over by a booking, or lapsed: a lapsed one still marked active blocks nobody (docs/adr/0016).
  {
    table: 'allocations',
    where: `kind = 'reservation' AND hold_expires_at < now() - $1::interval`,
    keep: RETENTION.reservations,
  },
  { table: 'roster_documents', where: `created_at < now() - $1::interval`, keep: RETENTION.rosterDocuments },
  // connect-pg-simple's table; its own pruning timer is off, so replicas do not each sweep it.
  { table: 'sessions', where: `expire < now()` },
];

export type PruneCounts = Record<string, number>;

/** Scheduled pruning of rows nobody needs any more, run once per schedule across every worker replica. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** One schedule across every replica (JobQueue.schedule). */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('housekeeping.prune', HOUSEKEEPING_SCHEDULE, {});
  }

  @OnJob({ name: 'housekeeping.prune', queue: 'housekeeping', attempts: 3 })
  async prune(): Promise<PruneCounts> {
    const counts: PruneCounts = {};
    for (const { table, where, keep } of PRUNED) {
      counts[table] = 0;
      for (;;) {
        const [, deleted]: [unknown, number] = await this.dataSource.query(
          `DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE ${where} LIMIT ${PRUNE_BATCH}))`,
          keep ? [keep] : [],
        );
        counts[table] += deleted;
        if (deleted < PRUNE_BATCH) break;
      }
    }
    this.logger.log({ deleted: counts }, 'housekeeping pruned old rows');
    return counts;
  }
}
