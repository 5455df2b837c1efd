export * from './roster.contract';
export * from './roster.dto';
