export * from './waivers.contract';
export * from './waivers.dto';
