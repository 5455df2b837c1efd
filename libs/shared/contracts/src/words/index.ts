export * from './clock.words';
export * from './email-actions.words';
export * from './email-sign-off.words';
export * from './history.words';
export * from './html.words';
export * from './money.words';
export * from './phone.words';
export * from './wait-time.words';
