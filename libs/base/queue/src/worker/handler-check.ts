import type { HandlerMetadata } from './on-job.decorator';

export interface FoundHandler {
  /** Where it was declared, for messages: `Class.method`. */
  label: string;
  meta: HandlerMetadata;
}

export interface DeclaredNames {
  events: readonly string[];
  jobs: readonly string[];
}

const HANDLER_ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/** The BullMQ job name a handler answers to: the subscriber's handler id, or the plain job's name. */
export const jobNameOf = (meta: HandlerMetadata): string => (meta.kind === 'event' ? meta.handler : meta.name);

/**
 * What is wrong with the handlers found at start-up. Always: a job name (handler id or plain job name) claimed twice,
 * or a handler id that is not `area.action` in lower-case kebab. When `complete` (the real worker): a plain job
 * without a handler, or an event nobody subscribes to (recorded, then silently dropped: almost surely a forgotten
 * subscriber). Test workers load only the modules they test, so they skip the completeness part.
 */
export function handlerProblems(found: FoundHandler[], declared: DeclaredNames, complete: boolean): string[] {
  const problems: string[] = [];
  const byName = new Map<string, FoundHandler[]>();
  for (const handler of found) {
    const name = jobNameOf(handler.meta);
    byName.set(name, [...(byName.get(name) ?? []), handler]);
    if (handler.meta.kind === 'event' && !HANDLER_ID.test(name)) {
      problems.push(`${handler.label}: handler id '${name}' must look like 'area.action' (lower case, kebab)`);
    }
  }
  for (const [name, handlers] of byName) {
    if (handlers.length > 1) problems.push(`'${name}' has ${handlers.length} handlers (${labels(handlers)})`);
  }
  if (!complete) return problems;
  for (const job of declared.jobs) {
    if (!byName.has(job)) problems.push(`job '${job}' has no @OnJob handler`);
  }
  for (const event of declared.events) {
    if (!found.some(({ meta }) => meta.kind === 'event' && meta.event === event)) {
      problems.push(`event '${event}' has no @OnEvent subscriber`);
    }
  }
  return problems;
}

const labels = (handlers: FoundHandler[]) => handlers.map((h) => h.label).join(', ');
