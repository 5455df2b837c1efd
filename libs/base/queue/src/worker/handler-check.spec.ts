import { EventPayloads } from '../events';
import { FoundHandler, handlerProblems } from './handler-check';
import { OnEvent, OnJob } from './on-job.decorator';

const declared = { events: ['contact.received'], jobs: ['housekeeping.prune'] };
const subscriber = (handler: string, label = 'Contact.notify'): FoundHandler => ({
  label,
  meta: { kind: 'event', event: 'contact.received', handler, queue: 'email' },
});
const prune = (label = 'Housekeeping.prune'): FoundHandler => ({
  label,
  meta: { kind: 'job', name: 'housekeeping.prune', queue: 'housekeeping' },
});

describe('handlerProblems (the worker start-up check)', () => {
  it('accepts one handler per job and one or more subscribers per event', () => {
    const found = [subscriber('contact.notify-business'), subscriber('contact.log-received', 'Log.run'), prune()];
    expect(handlerProblems(found, declared, true)).toEqual([]);
  });

  it('refuses a job without a handler and an event without subscribers, naming them', () => {
    expect(handlerProblems([], declared, true)).toEqual([
      `job 'housekeeping.prune' has no @OnJob handler`,
      `event 'contact.received' has no @OnEvent subscriber`,
    ]);
  });

  it('refuses two handlers for one job or one handler id, also in a partial (test) worker', () => {
    const found = [
      prune('A.prune'),
      prune('B.prune'),
      subscriber('contact.notify', 'A.x'),
      subscriber('contact.notify', 'B.y'),
    ];
    expect(handlerProblems(found, declared, false)).toEqual([
      `'housekeeping.prune' has 2 handlers (A.prune, B.prune)`,
      `'contact.notify' has 2 handlers (A.x, B.y)`,
    ]);
  });

  it('refuses handler ids that are not area.action in lower-case kebab', () => {
    expect(handlerProblems([subscriber('ContactNotifier.notify')], declared, false)).toEqual([
      `Contact.notify: handler id 'ContactNotifier.notify' must look like 'area.action' (lower case, kebab)`,
    ]);
    expect(handlerProblems([subscriber('notify')], declared, false)).toHaveLength(1);
  });
});

// Compile-time checks: `npm test`'s typecheck fails if the decorators stop checking payload types.
export class TypedHandlers {
  @OnEvent({ event: 'contact.received', handler: 'test.typed', queue: 'default' })
  async right(payload: EventPayloads['contact.received']): Promise<void> {
    void payload.contactMessageId;
  }

  // @ts-expect-error the payload of contact.received has no bookingId
  @OnEvent({ event: 'contact.received', handler: 'test.wrong', queue: 'default' })
  async wrong(payload: { bookingId: number }): Promise<void> {
    void payload;
  }

  // @ts-expect-error housekeeping.prune is not an event
  @OnEvent({ event: 'housekeeping.prune', handler: 'test.not-an-event', queue: 'default' })
  async notAnEvent(): Promise<void> {}

  // @ts-expect-error there is no queue named 'emails'
  @OnJob({ name: 'housekeeping.prune', queue: 'emails' })
  async wrongQueue(): Promise<void> {}
}
