import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Job } from 'bullmq';
import { APP_CONFIG } from '@app/config';
import type { AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { runningJob } from '@app/queue';
import { composeEmail } from './email-content';
import { mailStep, MailService } from './mail.service';

const hello = (subject: string) => composeEmail(subject, { intro: [{ lines: ['Hello'] }], blocks: [], signOff: [] });

describe('MailService metrics', () => {
  it('counts a send the SMTP server could not take as failed, not sent', async () => {
    const metrics = new Metrics('worker');
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const config = { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'us@example.com' } } as AppConfig;
    const mail = new MailService(config, metrics);
    try {
      await expect(mail.send({ to: 'parent@example.com', ...hello('Hi') })).rejects.toThrow();
    } finally {
      mail.onApplicationShutdown();
    }
    const text = await metrics.render();
    expect(text).toContain('champions_emails_failed_total{service="worker"} 1');
    expect(text).toContain('champions_emails_sent_total{service="worker"} 0');
  });
});

describe('MailService in a job', () => {
  it('does not send again an e-mail its job already sent (a retry after the database write failed)', async () => {
    const config = { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'us@example.com' } } as AppConfig;
    const mail = new MailService(config, new Metrics('worker'));
    const outgoing = { to: 'parent@example.com', ...hello('We received your booking') };
    const first = { data: {}, updateData: jest.fn() } as unknown as Job;
    try {
      // The first attempt reaches SMTP (refused here, so it fails and records nothing).
      await expect(runningJob(first, () => mail.send(outgoing))).rejects.toThrow();
      expect(first.updateData).not.toHaveBeenCalled();
      // A retry whose job lists this e-mail as sent makes no SMTP attempt at all (one would be refused).
      const retry = { data: { done: [mailStep(outgoing)] }, updateData: jest.fn() } as unknown as Job;
      await expect(runningJob(retry, () => mail.send(outgoing))).resolves.toBeUndefined();
    } finally {
      mail.onApplicationShutdown();
    }
  });
});

describe('MailService sender', () => {
  it("sends from MAIL_FROM's address under the business's name as it is at each send", async () => {
    let businessName = 'Champions Party';
    const config = { mail: { from: 'Champions Party <hello@example.com>' } } as AppConfig;
    const mail = new MailService(config, new Metrics('worker'), async () => businessName);
    const sendMail = jest.spyOn(mail['transport'], 'sendMail');
    try {
      businessName = 'Austin Champions';
      await mail.send({ to: 'parent@example.com', ...hello('Hi') });
      expect(sendMail.mock.calls[0][0].from).toEqual({ name: 'Austin Champions', address: 'hello@example.com' });
    } finally {
      mail.onApplicationShutdown();
    }
  });
});

describe('MailService at a stop', () => {
  it('closes its transport only after the queue workers waited for their running jobs', async () => {
    const order: string[] = [];
    /** Stands for QueueWorkers, which waits for the running jobs (their e-mails among them) in this hook. */
    @Injectable()
    class RunningJobs implements BeforeApplicationShutdown {
      constructor(readonly mail: MailService) {}
      async beforeApplicationShutdown(): Promise<void> {
        order.push(`jobs ended, transport ${closed.mock.calls.length ? 'closed' : 'open'}`);
      }
    }
    const config = { mail: { smtpUrl: 'smtp://127.0.0.1:1?pool=true', from: 'us@example.com' } } as AppConfig;
    const app = await Test.createTestingModule({
      providers: [
        MailService,
        RunningJobs,
        { provide: APP_CONFIG, useValue: config },
        { provide: Metrics, useValue: new Metrics('worker') },
      ],
    }).compile();
    const closed = jest.spyOn(app.get(MailService)['transport'], 'close');
    closed.mockImplementation(() => void order.push('transport closed'));

    await app.close();
    expect(order).toEqual(['jobs ended, transport open', 'transport closed']);
  });
});
