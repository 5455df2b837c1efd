export * from './entities';
export * from './signer-client';
export * from './waiver-copy-email';
export * from './waiver-policy';
export * from './waiver-signatures';
export * from './waiver-text-hash';
export * from './waivers.exception';
export * from './waivers.module';
