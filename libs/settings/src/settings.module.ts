import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessSettingsEntity } from './business-settings.entity';
import { SettingsAdminController } from './settings-admin.controller';
import { SettingsChanges } from './settings-changes';
import { SettingsService } from './settings.service';

/** The admin's settings, global: every domain that shows the business's details reads them (imported by each app). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([BusinessSettingsEntity])],
  providers: [SettingsService, SettingsChanges],
  exports: [SettingsService],
})
export class SettingsModule {}

/** GET and PUT /api/admin/settings: the api only. */
@Module({ controllers: [SettingsAdminController] })
export class SettingsAdminModule {}
