export { AVAILABILITY_GENERATION_KEY } from './availability-answers';
export * from './availability.exception';
export * from './availability.module';
export * from './availability.service';
export * from './entities';
export * from './reservations.service';
export * from './teams.seeder';
export * from './teams.service';
export { shiftDay } from './start-times';
