import { Inject, Injectable, Logger, OnApplicationShutdown, Optional } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createTransport, Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Counter } from 'prom-client';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { oncePerJob } from '@app/queue';
import type { Email } from './email-content';
import { emailHtml } from './email-html';

/** An e-mail (composeEmail) and where it goes: sent with its plain-text part and the HTML part rendered from it. */
export interface OutgoingMail extends Email {
  to: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** An e-mail's step key in its job (oncePerJob): its recipient and subject, hashed, as job data shows on the dashboard. */
export const mailStep = (mail: Pick<OutgoingMail, 'to' | 'subject'>): string =>
  `mail:${createHash('sha256').update(`${mail.to}\n${mail.subject}`).digest('hex').slice(0, 16)}`;

/**
 * How long a send waits for the SMTP server, as RFC 5321 (4.5.3.2) tells a client to: 5 minutes for its greeting, 10
 * minutes of silence at any step (the longest, for its answer to the message's end). nodemailer's own 10 s for the
 * greeting failed every attempt at a server answering after 30 s, until the job ran out of attempts and the e-mail was
 * lost; and giving up on a server that has the message but has not answered yet is what sends it twice. SMTP_URL's
 * own options (?greetingTimeout=...) come first.
 */
const SMTP_WAITS = { greetingTimeout: 5 * 60_000, socketTimeout: 10 * 60_000 };

/**
 * The sender's display name as it is when an e-mail goes out: the business's name in its settings (the settings lib
 * provides it; mail, a platform lib, knows no domain). Without it the name MAIL_FROM gives stands.
 */
export const MAIL_SENDER_NAME = Symbol('MAIL_SENDER_NAME');
export type MailSenderName = () => Promise<string>;

/**
 * Sends through SMTP_URL, from MAIL_FROM's address under the business's name (MAIL_SENDER_NAME). Without it (local development) mail is rendered but only logged, so nothing depends on
 * an SMTP server being present; production warns at start-up instead of failing silently. The process's metrics count
 * the e-mails the SMTP server accepted and the attempts that failed (logged-only mail is neither).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly delivering: boolean;
  private readonly sent: Counter;
  private readonly failed: Counter;
  /** MAIL_FROM's address, which the sender's name is put in front of. */
  private readonly fromAddress?: string;
  /** MAIL_FROM's name (its address when it has none): the HTML part's wordmark when no business name is provided. */
  private readonly configuredName: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
    @Optional() @Inject(MAIL_SENDER_NAME) private readonly senderName?: MailSenderName,
  ) {
    const configured = addressparser(config.mail.from, { flatten: true })[0];
    this.fromAddress = configured?.address || undefined;
    this.configuredName = configured?.name || configured?.address || config.mail.from;
    this.sent = metrics.counter({ name: 'champions_emails_sent_total', help: 'E-mails the SMTP server accepted.' });
    this.failed = metrics.counter({
      name: 'champions_emails_failed_total',
      help: 'Attempts to send an e-mail that failed (the job retries them).',
    });
    this.delivering = Boolean(config.mail.smtpUrl);
    this.transport = config.mail.smtpUrl
      ? createTransport({ ...SMTP_WAITS, ...parseConnectionUrl(config.mail.smtpUrl) })
      : createTransport({ jsonTransport: true });
    if (!this.delivering && config.isProduction) this.logger.warn('SMTP_URL is not set: e-mails are logged, not sent');
  }

  /**
   * Sends once per job (oncePerJob): a job retried after the e-mail went out, because the database write that records
   * it failed, does not send it again.
   */
  async send(mail: OutgoingMail): Promise<void> {
    await oncePerJob(mailStep(mail), () => this.deliver(mail));
  }

  private async deliver({ content, ...mail }: OutgoingMail): Promise<void> {
    const from = await this.from();
    const brand = typeof from === 'string' ? this.configuredName : from.name;
    const html = await emailHtml(content, { title: mail.subject, brand });
    const info = await this.transport.sendMail({ from, ...mail, html }).catch((err: unknown) => {
      if (this.delivering) this.failed.inc();
      throw err;
    });
    if (this.delivering) {
      this.sent.inc();
      this.logger.log({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    } else this.logger.log({ to: mail.to, subject: mail.subject }, 'mail not sent (no SMTP_URL)');
  }

  /** Read at each send, so a renamed business signs its next e-mail with the new name. */
  private async from(): Promise<string | { name: string; address: string }> {
    if (!this.senderName || !this.fromAddress) return this.config.mail.from;
    return { name: await this.senderName(), address: this.fromAddress };
  }

  /**
   * Not onModuleDestroy: Nest runs that before the queue workers wait for their running jobs
   * (beforeApplicationShutdown), and a job's e-mail then met a closed transport (a pooled one ends its connections).
   */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
