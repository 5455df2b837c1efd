import type { Clock } from '@app/platform';

/** When a host action happened on the phone (its `at`); a request that does not say happened when it reached us. */
export const happenedAt = (clock: Clock, dto: { at?: string }): Date =>
  dto.at === undefined ? clock.now() : new Date(dto.at);
