import { Inject, Injectable } from '@nestjs/common';
import { HostAccounts } from '@app/accounts';
import { APP_CONFIG, AppConfig } from '@app/config';
import { dateTimeIn, emailSignOff, HOST_RULES } from '@app/contracts';
import { composeEmail, MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';

/** The SPA's page where an invited host sets their password (`?token=`). */
const hostWelcomeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/host/welcome?token=${encodeURIComponent(token)}`;

/**
 * E-mails an invited host the link to set their password (docs/product/hosts.md#the-invitation). The token is made
 * again from the invitation's id (HostAccounts), so neither the outbox nor the job holds it. An invitation already
 * used or expired, or a host deactivated meanwhile, sends nothing; MailService sends once per job.
 */
@Injectable()
export class HostInvitationMailer {
  constructor(
    private readonly hosts: HostAccounts,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnEvent({ event: 'host.invited', handler: 'admin.email-host-invitation', queue: 'email' })
  async send({ invitationId }: EventPayloads['host.invited']): Promise<'sent' | 'none'> {
    const invitation = await this.hosts.invitationMail(invitationId);
    if (!invitation) return 'none';
    const business = await this.settings.current();
    const email = composeEmail(`You're invited to host parties with ${business.businessName}`, {
      greeting: `Hi ${invitation.name},`,
      intro: [
        {
          lines: [
            `${business.businessName} has made you a host account, so you can see the parties your team runs.`,
            'Choose your password to start:',
          ],
        },
      ],
      action: { label: 'Set your password', url: hostWelcomeUrl(this.config.publicUrl, invitation.token) },
      blocks: [
        {
          lines: [
            `The link works once, for ${HOST_RULES.invitationHours} hours (until ` +
              `${dateTimeIn(invitation.expiresAt, business.timeZone)}).`,
            `Then sign in with your e-mail address (${invitation.email}) as your username and the password you chose.`,
          ],
        },
      ],
      signOff: emailSignOff(business),
    });
    await this.mail.send({ to: invitation.email, replyTo: business.email, ...email });
    return 'sent';
  }
}
