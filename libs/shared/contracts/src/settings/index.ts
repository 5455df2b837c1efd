export * from './business-settings.dto';
export * from './service-area.contract';
export * from './settings.contract';
