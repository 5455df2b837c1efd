export * from './contact.contract';
export * from './email';
