import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MAIL_SENDER_NAME, type MailSenderName } from '@app/mail';
import { BusinessSettingsEntity } from './business-settings.entity';
import { SettingsAdminController } from './settings-admin.controller';
import { SettingsChanges } from './settings-changes';
import { SettingsService } from './settings.service';

/** The admin's settings, global: every domain that shows the business's details reads them (imported by each app). */
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
  ],
  exports: [SettingsService, MAIL_SENDER_NAME],
})
export class SettingsModule {}

/** GET and PUT /api/admin/settings: the api only. */
@Module({ controllers: [SettingsAdminController] })
export class SettingsAdminModule {}
