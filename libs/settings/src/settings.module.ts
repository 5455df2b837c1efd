import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BUSINESS_TODAY, type BusinessToday } from '@app/platform';
import { BusinessSettingsEntity } from './business-settings.entity';
import { SettingsAdminController } from './settings-admin.controller';
import { SettingsChanges } from './settings-changes';
import { SettingsService } from './settings.service';

/**
 * The admin's settings, global: every domain that shows the business's details or keeps its booking rules reads them
 * (imported by each app), and BUSINESS_TODAY for the validation pipes below this lib.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([BusinessSettingsEntity])],
  providers: [
    SettingsService,
    SettingsChanges,
    {
      provide: BUSINESS_TODAY,
      useFactory:
        (settings: SettingsService): BusinessToday =>
        () =>
          settings.today(),
      inject: [SettingsService],
    },
  ],
  exports: [SettingsService, BUSINESS_TODAY],
})
export class SettingsModule {}

/** GET and PUT /api/admin/settings: the api only. */
@Module({ controllers: [SettingsAdminController] })
export class SettingsAdminModule {}
