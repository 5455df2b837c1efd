import { Injectable } from '@nestjs/common';

/**
 * "Now" for rules that depend on it to the minute (the 48-hour change policy): one injectable source, so the
 * integration suites can stand at 47:59 or 48:00 before an event instead of waiting for it.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
