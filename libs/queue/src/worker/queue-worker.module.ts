import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '@app/config';
import { QUEUE_NAMES } from '../events';
import { redisOptions } from '../redis-connection';
import { EventHandlerRegistry } from './event-handler.registry';
import { EventsProcessor } from './events.processor';
import { OutboxRelay } from './outbox-relay';
import { ProcessedEventsService } from './processed-events.service';

/** The worker's half of the event pipeline: the relay, the queues, and the dispatch to @HandlesEvent methods. */
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: redisOptions(config.redisUrl) }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  providers: [ProcessedEventsService, EventHandlerRegistry, EventsProcessor, OutboxRelay],
  exports: [OutboxRelay, BullModule],
})
export class QueueWorkerModule {}
