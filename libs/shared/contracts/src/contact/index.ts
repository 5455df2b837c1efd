export * from './contact.contract';
export * from './create-contact-message.dto';
