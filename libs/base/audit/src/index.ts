export * from './audit-entry.entity';
export * from './audit.module';
export * from './audit.service';
export * from './audit-entry.sql';
export * from './audit-notes.sql';
