export * from './party-day.contract';
export * from './party-day.dto';
