export * from './delete-account.dto';
export * from './privacy.contract';
