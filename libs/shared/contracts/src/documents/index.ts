export * from './documents.contract';
