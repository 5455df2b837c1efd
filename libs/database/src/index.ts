export * from './data-source-options';
export * from './database.module';
export * from './migration-index';
export * from './named-statement';
export * from './pool-settings';
export * from './prepare-database';
export * from './seeder';
export * from './snake-naming.strategy';
