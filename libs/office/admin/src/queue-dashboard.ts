import { createBullBoard } from '@bull-board/api';
import type { HTTPStatus } from '@bull-board/api/typings/app';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import '@app/accounts';
import { AuditService } from '@app/audit';
import type { AppConfig } from '@app/config';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { describeError, errorBody } from '@app/platform';
import { QUEUE_NAMES, redisOptions } from '@app/queue';

/**
 * Where ops find the queues (docs/product/README.md#how-it-is-built: "ops watching queue dashboards"); the admin
 * dashboard links here.
 */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bull Board over every queue the worker runs, for admins only (registered after configureHttp, which loads the session
 * user): its page, its API and its assets answer 401 to
 * anonymous callers and 403 to other users, checked in the plugin's own context (Nest guards never see these routes).
 * Each change made there (retry, promote, remove, pause...) is recorded in the audit trail (subject 'queue') and logged,
 * with the admin who made it. The api only reads and nudges the queues: one shared Redis connection, no workers.
 */
export async function useQueueDashboard(app: NestFastifyApplication, config: AppConfig, logger: Logger): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const audit = app.get(AuditService);
  // Connected at start, not lazily: BullMQ, given a client that has not connected yet, connects it once and fails for
  // good if Redis is away then; a client still connecting it waits for (redis-at-start.int-spec.ts in apps/api).
  const redis = new Redis(redisOptions(config.redisUrl));
  // A Redis outage shows in /api/health; the dashboard's own calls wait for it. Not log noise per reconnect.
  redis.on('error', () => undefined);
  const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: redis }));
  for (const queue of queues) queue.on('error', () => undefined);

  const board = new FastifyAdapter();
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Champions Party queues' } },
  });
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  // Bull Board answers whatever is thrown in its routes' context with its own 500, the pipeline's refusals included
  // (a cross-site request, a malformed body, an Idempotency-Key conflict): they leave in the usual error shape instead.
  // Its handler is not told the request, which describeError reads only for an unmatched Nest route.
  board.setErrorHandler((error) => {
    const { body, isServerFault } = describeError(error, { method: 'GET', url: QUEUE_DASHBOARD_PATH });
    if (isServerFault) logger.error({ err: error }, 'queue dashboard error');
    // Bull Board's type lists the statuses its own handlers use; the reply takes any.
    return { status: body.statusCode as HTTPStatus, body };
  });

  await fastify.register(async (scope) => {
    scope.addHook('preHandler', adminOnly);
    // onSend, not onResponse: the change is in the audit trail before the admin's page hears it was made.
    scope.addHook('onSend', async (req, reply, payload) => {
      if (!CHANGES.has(req.method) || reply.statusCode >= 400) return payload;
      const admin = { admin: req.user?.username, userId: req.user?.id, method: req.method, path: req.url };
      logger.info(admin, 'queue dashboard change');
      const change = dashboardChange(req.method, req.url);
      if (!change || !req.user) return payload;
      await audit
        .recordNow({
          subject: 'queue',
          subjectId: change.queue,
          action: change.action,
          actor: { id: req.user.id, name: req.user.username },
          after: { job: change.job },
          note: `${req.method} ${change.target}`,
        })
        .catch((err: unknown) => logger.error({ err, ...admin }, 'queue dashboard change not audited'));
      return payload;
    });
    await scope.register(board.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
  fastify.addHook('onClose', async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    redis.disconnect();
  });
}

/** The session user is loaded by @fastify/passport's root preValidation hook (use-sessions), before this preHandler. */
async function adminOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.user) {
    await reply.code(401).send(errorBody('LOGIN_REQUIRED', ACCOUNT_MESSAGES.loginRequired));
  } else if (req.user.role !== 'admin') {
    await reply.code(403).send(errorBody('ADMIN_REQUIRED', ACCOUNT_MESSAGES.adminRequired));
  }
}

const DASHBOARD_API = `${QUEUE_DASHBOARD_PATH}/api/queues`;
/** Bull Board's API paths that act on a whole queue (`<queue>/<segment>/...`); any other is `<queue>/<jobId>/...`. */
const QUEUE_WIDE = new Set([
  'add',
  'clean',
  'concurrency',
  'default-job-options',
  'empty',
  'job-schedulers',
  'obliterate',
  'pause',
  'promote',
  'rate-limit',
  'resume',
  'retry',
]);

export interface DashboardChange {
  /** The queue's name, or '*' for every queue. */
  queue: string;
  /** e.g. 'retry-failed' (a whole queue), 'job-retry', 'job-remove' (Bull Board's clean of one job), 'pause'. */
  action: string;
  job: string | null;
  /** The API path after /api/queues/, for the entry's note. */
  target: string;
}

/** What a change through Bull Board's API did, read from its method and path. */
export function dashboardChange(method: string, url: string): DashboardChange | undefined {
  const path = url.split('?', 1)[0];
  if (!path.startsWith(`${DASHBOARD_API}/`)) return undefined;
  const target = path.slice(DASHBOARD_API.length + 1);
  const [queue, first, ...rest] = target.split('/').map(decodeURIComponent);
  if (!queue) return undefined;
  if (first === undefined) return { queue: '*', action: `${queue}-all`, job: null, target };
  if (QUEUE_WIDE.has(first)) return { queue, action: [first, ...rest].join('-'), job: null, target };
  const verb = rest[0] === 'clean' || method === 'DELETE' ? 'remove' : (rest[0] ?? method.toLowerCase());
  return { queue, action: `job-${verb}`, job: first, target };
}
