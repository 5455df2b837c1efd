import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { BACKUP_WORK_LABELS, dateTimeIn } from '@app/contracts';
import { composeEmail, MailService } from '@app/mail';
import { BackupAlertPayload, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';

/** Where the e-mail sends the owner for the cause and the fix. */
const WHAT_TO_DO = 'docs/operations.md, "Backups and restore"';

/**
 * Tells the owner (Settings' business e-mail) that the backups began failing, and once more when they work again
 * (docs/product/admin.md#backups). BackupJobs queues one job per change of state; MailService sends once per job.
 */
@Injectable()
export class BackupOwnerMailer {
  constructor(
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob({ name: 'backup.email-owner', queue: 'email' })
  async send({ alert, failure, at }: BackupAlertPayload): Promise<void> {
    const business = await this.settings.current();
    const when = (iso: string) => dateTimeIn(iso, business.timeZone);
    const what = BACKUP_WORK_LABELS[failure.what];
    const facts = [
      { label: 'What failed', value: what },
      { label: 'Failing since', value: when(failure.since) },
      { label: 'Error', value: failure.message },
    ];
    const action = { label: 'Open the dashboard', url: `${this.config.publicUrl}/admin` };
    const email =
      alert === 'failing'
        ? composeEmail('Backups are failing', {
            intro: [
              {
                lines: [
                  `${what} has failed since ${when(failure.since)}: ${failure.message}`,
                  'Changes made since then cannot be restored until it works again.',
                ],
              },
            ],
            action,
            blocks: [
              { heading: 'What failed', facts },
              {
                heading: 'What to do',
                lines: [
                  'Check that the backup folder or bucket is reachable, writable and not full (its permissions, its ' +
                    'disk, its credentials), then watch the dashboard: it turns green at the next success.',
                  `How to find the cause and fix it: ${WHAT_TO_DO}.`,
                  'You will get one more e-mail when backups work again.',
                ],
              },
            ],
            signOff: [business.businessName],
          })
        : composeEmail('Backups are working again', {
            intro: [{ lines: [`${what} works again since ${when(at)}. Nothing more to do.`] }],
            action,
            blocks: [{ heading: 'What had failed', facts }],
            signOff: [business.businessName],
          });
    await this.mail.send({ to: business.email, ...email });
  }
}
