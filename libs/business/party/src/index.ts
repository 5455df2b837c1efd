export * from './entities';
export * from './party.module';
export * from './party-days.service';
export * from './party.exception';
export * from './host-parties.service';
export { addressLineOf } from './host-party-view';
export { ONCE_PER_KEY } from './host-once-per-key';
export { HostPartyId } from './host-route-ids';
export * from './party-waivers';
