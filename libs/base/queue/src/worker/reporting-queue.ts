import { Logger } from '@nestjs/common';
import { Queue, type QueueOptions } from 'bullmq';
import { isRedisUnreachable } from '../redis-watch';

const logger = new Logger('JobQueue');

/**
 * The worker's BullMQ queue: it listens for its errors from its construction. A queue connects as it is made, and one
 * with no 'error' listener prints each failed attempt to stderr as a stack trace: a worker started while Redis was away
 * printed one per queue before any later hook could listen. Redis away is reported once by RedisWatch; anything else is
 * logged.
 */
export class ReportingQueue extends Queue {
  constructor(name: string, options?: QueueOptions) {
    super(name, options);
    this.on('error', (err) => isRedisUnreachable(err) || logger.warn({ err, queue: name }, 'queue error'));
  }
}
