import { Module } from '@nestjs/common';
import { BackupMetrics } from './backup-metrics';
import { MetricsController } from './metrics.controller';
import { OutboxMetrics } from './outbox-metrics';
import { QueueMetrics } from './queue-metrics';

/**
 * The api's GET /metrics and what only the api measures: the outbox backlog and the queues' job counts. Its HTTP
 * timings are recorded by the request pipeline (libs/base/http); the registry itself is MetricsModule.forRoot('api').
 */
@Module({ controllers: [MetricsController], providers: [BackupMetrics, OutboxMetrics, QueueMetrics] })
export class ApiMetricsModule {}
