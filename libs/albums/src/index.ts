export * from './albums.module';
export * from './entities';
