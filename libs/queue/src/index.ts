export * from './events';
export * from './job-options';
export * from './outbox-entry.entity';
export * from './outbox.module';
export * from './outbox.service';
export * from './redis-connection';
export * from './worker/handles-event.decorator';
export * from './worker/queue-worker.module';
