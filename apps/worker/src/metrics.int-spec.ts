import { INestApplicationContext, Logger, Module } from '@nestjs/common';
import request from 'supertest';
import { ContactModule, ContactWorkerModule } from '@app/contact';
import { freePort } from '@app/devstack';
import { MetricsServer } from '@app/metrics';
import { Inbox, startTestApp, startTestWorker, TestApp, unique, waitFor } from '@app/testing';

const TOKEN = 'metrics-token-for-the-worker-tests';

@Module({ providers: [MetricsServer] })
class ServedMetricsModule {}

/** The value of the sample `name{...labels...}`, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the worker’s GET /metrics', () => {
  const inbox = Inbox.ofTestRun();
  let api: TestApp;
  let worker: INestApplicationContext;
  let url: string;

  beforeAll(async () => {
    api = await startTestApp({ imports: [ContactModule] });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    worker = await startTestWorker({
      imports: [ContactWorkerModule, ServedMetricsModule],
      overrides: { SMTP_URL: inbox.smtpUrl, METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(port) },
    });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  const scrape = async () =>
    (await request(url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('answers only GET /metrics, and only with the token', async () => {
    const refused = await request(url).get('/metrics').expect(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await request(url).get('/metrics').set('Authorization', 'Bearer wrong-token').expect(401);
    await request(url).get('/other').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    await request(url).post('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    const text = await scrape();
    expect(text).toContain('process_resident_memory_bytes{service="worker"}');
    expect(text).toContain('champions_jobs_completed_total{queue="email",service="worker"}');
  });

  it('counts the jobs it completes, their duration and the e-mails it sends', async () => {
    const before = await scrape();
    const name = unique('Metrics Parent ');
    await request(api.server)
      .post('/api/contact-messages')
      .send({ name, email: 'parent@example.com', subject: 'pricing', message: 'How much for 12 kids on a Saturday?' })
      .expect(201);
    await waitFor(
      async () => (await inbox.mails({ to: api.config.mail.contactInbox })).some((m) => m.text.includes(name)),
      15_000,
      'the business e-mail',
    );

    const completed = (text: string) => sample(text, 'champions_jobs_completed_total', { queue: 'email' });
    const after = await waitFor(
      async () => {
        const text = await scrape();
        return completed(text) > completed(before) ? text : undefined;
      },
      5_000,
      'the completed e-mail job in the metrics',
    );
    expect(sample(after, 'champions_emails_sent_total')).toBeGreaterThan(sample(before, 'champions_emails_sent_total'));
    expect(sample(after, 'champions_job_duration_seconds_count', { queue: 'email' })).toBeGreaterThan(
      sample(before, 'champions_job_duration_seconds_count', { queue: 'email' }),
    );
  });
});

describe('the worker’s metrics server', () => {
  it('stops with the worker even with a scraper’s connection kept alive', async () => {
    const port = await freePort();
    const worker = await startTestWorker({
      imports: [ServedMetricsModule],
      overrides: { METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(port) },
    });
    expect(worker.get(MetricsServer).port()).toBe(port);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    await res.text(); // the keep-alive connection stays open in fetch's pool
    // A server that waited for that connection would never close: the test's own time limit would end it.
    await worker.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('runs a second worker on a taken WORKER_METRICS_PORT without metrics, saying so, the first keeping them', async () => {
    const port = await freePort();
    const overrides = { METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(port) };
    const first = await startTestWorker({ imports: [ServedMetricsModule], overrides });
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const second = await startTestWorker({ imports: [ServedMetricsModule], overrides });
      expect(second.get(MetricsServer).port()).toBeUndefined();
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`no /metrics for this worker (its jobs run on)`));
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`127.0.0.1:${port}`));
      await second.close();
      expect(first.get(MetricsServer).port()).toBe(port);
    } finally {
      errors.mockRestore();
      await first.close();
    }
  });

  it('takes no port when no METRICS_TOKEN is set: nobody may scrape', async () => {
    const port = await freePort();
    const worker = await startTestWorker({
      imports: [ServedMetricsModule],
      overrides: { METRICS_TOKEN: '', WORKER_METRICS_PORT: String(port) },
    });
    try {
      expect(worker.get(MetricsServer).port()).toBeUndefined();
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      await worker.close();
    }
  });
});
