import { AdminAccountSeeder } from '@app/accounts';
import { teamsSeeder } from '@app/availability';
import { CATALOG_ENTITIES, catalogSeeder } from '@app/catalog';
import type { Seeder } from '@app/database';

/**
 * The idempotent seed steps run after migrations on every start, in order, and the entities they need.
 * A domain with seed data adds its Seeder and entities here.
 */
export const SEEDERS: Seeder[] = [new AdminAccountSeeder(), catalogSeeder, teamsSeeder];
export const SEED_ENTITIES: Function[] = [...CATALOG_ENTITIES];
