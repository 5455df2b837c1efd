import type { AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { MailService } from './mail.service';

describe('MailService metrics', () => {
  it('counts a send the SMTP server could not take as failed, not sent', async () => {
    const metrics = new Metrics('worker');
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const config = { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'us@example.com' } } as AppConfig;
    const mail = new MailService(config, metrics);
    try {
      await expect(mail.send({ to: 'parent@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow();
    } finally {
      mail.onModuleDestroy();
    }
    const text = await metrics.render();
    expect(text).toContain('champions_emails_failed_total{service="worker"} 1');
    expect(text).toContain('champions_emails_sent_total{service="worker"} 0');
  });
});
