import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Metrics } from '@app/metrics';
import { readOutboxBacklog } from '@app/queue';

/** How far the outbox relay is behind, read from the database when scraped (one indexed statement). */
@Injectable()
export class OutboxMetrics {
  constructor(metrics: Metrics, dataSource: DataSource) {
    metrics.refreshOnScrape((gauge) => {
      const unpublished = gauge({
        name: 'champions_outbox_unpublished_events',
        help: 'Events recorded in the outbox and not yet handed to the queues.',
      });
      const oldestAge = gauge({
        name: 'champions_outbox_oldest_unpublished_age_seconds',
        help: 'Age of the oldest event not yet handed to the queues (0 when none waits).',
      });
      return async () => {
        const backlog = await readOutboxBacklog(dataSource);
        unpublished.set(backlog.unpublished);
        oldestAge.set(backlog.oldestAgeSeconds);
      };
    });
  }
}
