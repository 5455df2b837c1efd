import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxEntry } from './outbox-entry.entity';
import { OutboxService } from './outbox.service';

/** The write side of the event pipeline, available to every domain module of the api. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEntry])],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class OutboxModule {}
