export * from './waivers.contract';
export * from './waivers.dto';
export * from './waiver-texts.contract';
