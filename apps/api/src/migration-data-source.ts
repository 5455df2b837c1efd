import 'reflect-metadata';
import { DataSource, getMetadataArgsStorage } from 'typeorm';
import { dataSourceOptions } from '@app/database';
// Loads every domain's entity classes; their @Entity decorators record them in TypeORM's metadata storage.
import './app.module';

/**
 * The data source TypeORM's CLI loads for `npm run migration:generate` (`-d` takes a module exporting one).
 * Its entities are every class the api's modules load, so a new domain needs no list kept here.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must point at the database to compare the entities with');

export default new DataSource({
  ...dataSourceOptions(url),
  entities: getMetadataArgsStorage().tables.map((table) => table.target),
});
