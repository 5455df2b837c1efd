import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MAIL_SENDER_NAME, type MailSenderName } from '@app/mail';
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
    // Every e-mail goes out under the business's name as saved when it is sent.
    {
      provide: MAIL_SENDER_NAME,
      inject: [SettingsService],
      useFactory:
        (settings: SettingsService): MailSenderName =>
        async () =>
          (await settings.current()).businessName,
    },
    // The validation pipes' "today" (libs/base/http imports no domain): the business's day on the saved time zone.
    {
      provide: BUSINESS_TODAY,
      useFactory:
        (settings: SettingsService): BusinessToday =>
        () =>
          settings.today(),
      inject: [SettingsService],
    },
  ],
  exports: [SettingsService, MAIL_SENDER_NAME, BUSINESS_TODAY],
})
export class SettingsModule {}

/** GET and PUT /api/admin/settings: the api only. */
@Module({ controllers: [SettingsAdminController] })
export class SettingsAdminModule {}
