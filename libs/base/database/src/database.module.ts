import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { dataSourceOptions } from './data-source-options';
import { appPoolOptions, PoolUse } from './pool-settings';

const connectionsFor = (use: PoolUse) =>
  TypeOrmModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      ...dataSourceOptions(config.databaseUrl),
      extra: appPoolOptions(config, config.databasePool.size, use),
      autoLoadEntities: true,
      retryAttempts: 3,
      retryDelay: 1000,
    }),
  });

/** The api's connections: a request's statements are answered, or refused, within a parent's wait (pool-settings). */
@Module({ imports: [connectionsFor('requests')] })
export class DatabaseModule {}

/** The worker's connections: a job's statements may take longer, and wait out a PostgreSQL that hangs. */
@Module({ imports: [connectionsFor('jobs')] })
export class JobDatabaseModule {}
