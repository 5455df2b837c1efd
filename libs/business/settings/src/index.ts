export * from './business-settings.entity';
export * from './settings-changes';
export * from './settings.module';
export * from './settings.service';
