export * from './accounts.contract';
export * from './login.dto';
export * from './register.dto';
