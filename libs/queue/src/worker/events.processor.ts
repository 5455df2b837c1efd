import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { EventJobData } from '../events';
import { WORKER_CONCURRENCY } from '../job-options';
import { EventHandlerRegistry } from './event-handler.registry';

@Processor('events', { concurrency: WORKER_CONCURRENCY })
export class EventsProcessor extends WorkerHost {
  constructor(private readonly registry: EventHandlerRegistry) {
    super();
  }

  process(job: Job<EventJobData>): Promise<'handled' | 'duplicate'> {
    return this.registry.dispatch(job.data);
  }
}
