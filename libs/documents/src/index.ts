export * from './document-facts';
export * from './documents.module';
export * from './entities/document.entity';
export * from './event-time';
export * from './pdf-renderer';
export * from './document-file-name';
export * from './documents.controller';
export * from './documents.service';
