import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '@app/mail';
import { ContactAdminController } from './contact-admin.controller';
import { ContactInboxService } from './contact-inbox.service';
import { ContactMessage } from './contact-message.entity';
import { ContactNotifier } from './contact-notifier';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The api side: POST /api/contact-messages and the admins' inbox (/api/admin/contact-messages). */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage])],
  controllers: [ContactController, ContactAdminController],
  providers: [ContactService, ContactInboxService],
  exports: [ContactService],
})
export class ContactModule {}

/** The worker side: e-mails the business when a message arrives. */
@Module({ imports: [MailModule], providers: [ContactNotifier] })
export class ContactWorkerModule {}
