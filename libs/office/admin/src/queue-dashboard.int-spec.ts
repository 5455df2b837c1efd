import { Queue } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import { AuditService } from '@app/audit';
import { DEV_ADMIN_USERNAME } from '@app/config';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { QUEUE_NAMES, redisOptions } from '@app/queue';
import { loginAsAdmin, registerUser, spareRedisUrl, startTestApp, TestApp, unique } from '@app/testing';
import { QUEUE_DASHBOARD_PATH, useQueueDashboard } from './queue-dashboard';

describe('queue dashboard (Bull Board at /admin/queues, admins only)', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      logger: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }),
      pipeline: useQueueDashboard,
      // Its own Redis database: the test empties a queue, which must not take other suites' jobs with it.
      env: { REDIS_URL: spareRedisUrl('queue-dashboard') },
    });
  });
  afterAll(() => t.close());

  const page = QUEUE_DASHBOARD_PATH;
  const queuesApi = `${QUEUE_DASHBOARD_PATH}/api/queues`;

  it('answers 401 to anonymous callers and 403 to users: page, API and assets alike', async () => {
    const { agent } = await registerUser(t.server);
    for (const path of [page, queuesApi, `${QUEUE_DASHBOARD_PATH}/static/css/missing.css`]) {
      const anonymous = await request(t.server).get(path).expect(401);
      expect(anonymous.body).toMatchObject({ code: 'LOGIN_REQUIRED', message: ACCOUNT_MESSAGES.loginRequired });
      const user = await agent.get(path).expect(403);
      expect(user.body).toMatchObject({ code: 'ADMIN_REQUIRED', message: ACCOUNT_MESSAGES.adminRequired });
    }
    await request(t.server).put(`${queuesApi}/email/retry/failed`).expect(401);
    await agent.put(`${queuesApi}/email/retry/failed`).expect(403);
  });

  it("answers the pipeline's refusals in the usual error shape, not Bull Board's 500", async () => {
    const admin = await loginAsAdmin(t.server);
    const crossSite = await admin
      .put(`${queuesApi}/email/retry/failed`)
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(crossSite.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const fetchedCrossSite = await admin
      .put(`${queuesApi}/email/retry/failed`)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(fetchedCrossSite.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const deep = '{"a":'.repeat(2300) + '1' + '}'.repeat(2300);
    const tooDeep = await admin.put(`${queuesApi}/email/retry/failed`).type('json').send(deep).expect(400);
    expect(tooDeep.body).toMatchObject({ code: 'JSON_TOO_DEEP' });
    const notObject = await admin.put(`${queuesApi}/email/retry/failed`).type('json').send('[]').expect(400);
    expect(notObject.body).toMatchObject({ code: 'BODY_NOT_OBJECT' });
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('shows an admin every queue the worker runs, with the page and its assets', async () => {
    const admin = await loginAsAdmin(t.server);
    const html = await admin.get(page).expect(200).expect('content-type', /html/);
    const script = /src="(static\/js\/main[^"]+)"/.exec(html.text)?.[1];
    expect(script).toBeDefined();
    await admin
      .get(`${QUEUE_DASHBOARD_PATH}/${script}`)
      .expect(200)
      .expect('content-type', /javascript/);
    const { body } = await admin.get(queuesApi).expect(200);
    expect((body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it('lets an admin retry a failed job, and records who did it in the audit trail', async () => {
    // A failed job as a worker leaves it: moved to failed with its error.
    const queue = new Queue('default', { connection: redisOptions(t.config.redisUrl) });
    try {
      const job = await queue.add('dashboard.check', { n: 1 }, { jobId: unique('job') });
      const token = unique('token');
      const worker = await import('bullmq').then(
        ({ Worker }) => new Worker('default', null, { connection: redisOptions(t.config.redisUrl) }),
      );
      try {
        const active = await worker.getNextJob(token);
        expect(active?.id).toBe(job.id);
        await active!.moveToFailed(new Error('SMTP down'), token);
      } finally {
        await worker.close();
      }
      expect(await queue.getJobState(job.id!)).toBe('failed');

      const admin = await loginAsAdmin(t.server);
      await admin.put(`${queuesApi}/default/${job.id}/retry`).expect(204);
      expect(await queue.getJobState(job.id!)).toBe('waiting');
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'queue dashboard change',
          admin: expect.any(String),
          method: 'PUT',
          path: `${queuesApi}/default/${job.id}/retry`,
        }),
      );
      const entries = await t.app.get(AuditService).entriesOf('queue', 'default');
      expect(entries.at(-1)).toMatchObject({
        action: 'job-retry',
        actorName: DEV_ADMIN_USERNAME,
        after: { job: job.id },
        note: `PUT default/${job.id}/retry`,
      });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
