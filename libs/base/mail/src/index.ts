export * from './email-content';
export * from './email-html';
export * from './mail.module';
export * from './mail.service';
