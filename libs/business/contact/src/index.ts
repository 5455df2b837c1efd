export * from './contact-message.entity';
export * from './contact-notifier';
export * from './contact.module';
export * from './contact.service';
