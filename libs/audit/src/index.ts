export * from './audit-entry.entity';
export * from './audit.module';
export * from './audit.service';
export * from './audit-notes.sql';
