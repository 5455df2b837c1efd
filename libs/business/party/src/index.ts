export * from './entities';
export * from './party.module';
export * from './party-days.service';
export * from './party.exception';
