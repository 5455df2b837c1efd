import type { DataSource } from 'typeorm';

/** A domain's idempotent seed step: safe to run on every start. */
export interface Seeder {
  name: string;
  run(dataSource: DataSource): Promise<void>;
}
