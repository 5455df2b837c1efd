import { Module } from '@nestjs/common';
import { ConfigModule } from '@app/config';
import { ContactWorkerModule } from '@app/contact';
import { DatabaseModule } from '@app/database';
import { QueueWorkerModule } from '@app/queue';

/** The worker: no HTTP; the outbox relay, the BullMQ processors and one import per domain's handlers. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueueWorkerModule, ContactWorkerModule],
})
export class WorkerModule {}
