import { Module } from '@nestjs/common';
import { RedisWatch } from './redis-watch';

/**
 * The one report of a Redis outage per process (imported by the api and the worker, and by the worker's queue module,
 * which asks it at a stop: one instance all the same).
 */
@Module({ providers: [RedisWatch], exports: [RedisWatch] })
export class RedisWatchModule {}
