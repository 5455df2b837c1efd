export * from './entities';
export * from './invitation-links';
export * from './invitations.service';
export * from './roster.module';
export * from './roster.service';
export * from './roster-store';
export * from './roster-retention';
export * from './roster-reads';
export { certificatesOpenToHost, firstNameOf } from './roster-rules';
