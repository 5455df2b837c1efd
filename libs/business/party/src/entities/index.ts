export * from './party-day.entity';
export * from './party-result.entity';
export * from './party-scorer.entity';
