import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Shared by the Nest module and the CLI-style runners. Never synchronize: the schema comes from migrations. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
