export * from './engine';
export * from './worker/backup-worker.module';
