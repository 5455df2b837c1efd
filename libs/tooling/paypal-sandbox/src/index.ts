export * from './sandbox.server';

export * from './sandbox-store';
export * from './sandbox-webhooks';
