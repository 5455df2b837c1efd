import { Module } from '@nestjs/common';
import { MailModule } from '@app/mail';
import { QueueWorkerModule } from '@app/queue';
import { SettingsModule } from '@app/settings';
import { BackupJobs } from './backup-jobs';
import { BackupOwnerMailer } from './backup-owner-mailer';

/**
 * The worker side of the backups (docs/product/admin.md#backups): shipping the archive and the photos, base backups
 * with retention, the status the api shows and the owner's e-mails. Inert where BACKUP_* sets no target and no local
 * PostgreSQL.
 */
@Module({
  // QueueWorkerModule for JobQueue (the schedules, the e-mail's job); the worker imports it already, so this is the
  // same instance.
  imports: [MailModule, SettingsModule, QueueWorkerModule],
  providers: [BackupJobs, BackupOwnerMailer],
})
export class BackupWorkerModule {}
