export * from '@app/testing';
export * from './test-app';
