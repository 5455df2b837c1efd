export * from './roster-child.entity';
export * from './roster.entity';
