export * from './host-actions.contract';
export * from './host-actions.dto';
export * from './host-requests.dto';
export * from './hosts.contract';
