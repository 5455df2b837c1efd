import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '@app/config';
import { HousekeepingService } from '../housekeeping/housekeeping.service';
import { QUEUE_NAMES } from '../queues';
import { redisOptions } from '../redis-connection';
import { RedisWatchModule } from '../redis-watch.module';
import { HANDLER_CHECK, HandlerCheck, JobHandlerRegistry } from './job-handler.registry';
import { JobQueue } from './job-queue.service';
import { OutboxRelay } from './outbox-relay';
import { ProcessedEventsService } from './processed-events.service';
import { QueueWorkers } from './queue-workers';
import { ReportingQueue } from './reporting-queue';

// @nestjs/bullmq's setting for the class its queues are made of (meant for BullMQ Pro's): ours, which reports its
// errors from the first connection attempt on.
BullModule.queueClass = ReportingQueue;

/**
 * The worker's half of the pipeline: the queues, the relay, one generic worker per queue dispatching to @OnEvent /
 * @OnJob methods of the domain worker modules imported beside it, and the scheduled housekeeping.
 */
@Module({
  imports: [
    DiscoveryModule,
    RedisWatchModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: redisOptions(config.redisUrl) }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  providers: [
    { provide: HANDLER_CHECK, useValue: 'complete' satisfies HandlerCheck },
    ProcessedEventsService,
    JobHandlerRegistry,
    JobQueue,
    QueueWorkers,
    OutboxRelay,
    HousekeepingService,
  ],
  exports: [BullModule, JobQueue, QueueWorkers, HousekeepingService],
})
export class QueueWorkerModule {}
