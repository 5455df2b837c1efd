export * from './sandbox.server';
export type { SandboxFault, SandboxStats } from './sandbox-state';
export * from './sandbox-store';
export * from './sandbox-webhooks';
