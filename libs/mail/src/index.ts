export * from './email-content';
export * from './mail.module';
export * from './mail.service';
