import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { EVENT_NAMES, EventJobData, EventName } from '../events';
import { EventHandler, HANDLES_EVENT } from './handles-event.decorator';
import { ProcessedEventsService } from './processed-events.service';

interface Registered {
  key: string;
  fn: EventHandler<EventName>;
}

/** Finds every @HandlesEvent method at start-up and refuses to start unless each event has exactly one. */
@Injectable()
export class EventHandlerRegistry implements OnApplicationBootstrap {
  private readonly logger = new Logger('Events');
  private readonly handlers = new Map<EventName, Registered>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly processed: ProcessedEventsService,
  ) {}

  onApplicationBootstrap(): void {
    const found = new Map<EventName, Registered[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method] as EventHandler<EventName>;
        const name = this.reflector.get<EventName | undefined>(HANDLES_EVENT, fn);
        if (!name) continue;
        const key = `${instance.constructor.name}.${method}`;
        found.set(name, [...(found.get(name) ?? []), { key, fn: fn.bind(instance) }]);
      }
    }
    const problems = EVENT_NAMES.flatMap((name) => {
      const list = found.get(name) ?? [];
      if (list.length === 1) return [];
      return [`${name} has ${list.length} handlers${list.length ? ` (${list.map((h) => h.key).join(', ')})` : ''}`];
    });
    if (problems.length) throw new Error(`Every event needs exactly one handler: ${problems.join('; ')}`);
    for (const [name, [handler]] of found) this.handlers.set(name, handler);
  }

  /** Runs the event's handler once per event id, however often the job is delivered. */
  async dispatch(job: EventJobData): Promise<'handled' | 'duplicate'> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for event ${job.name}`);
    const ran = await this.processed.once(job.eventId, handler.key, (manager) =>
      handler.fn(job.payload, { eventId: job.eventId, occurredAt: job.occurredAt, manager }),
    );
    if (!ran) this.logger.log({ eventId: job.eventId, event: job.name }, 'duplicate delivery skipped');
    return ran ? 'handled' : 'duplicate';
  }
}
