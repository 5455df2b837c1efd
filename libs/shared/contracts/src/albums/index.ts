export * from './albums.contract';
