import { Module } from '@nestjs/common';
import { RedisWatch } from './redis-watch';

/** Imported once by the api and once by the worker: the one report of a Redis outage per process. */
@Module({ providers: [RedisWatch] })
export class RedisWatchModule {}
