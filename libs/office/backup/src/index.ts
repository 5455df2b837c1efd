export * from './engine';
export * from './worker/backup-worker.module';
export * from './backup-status';
