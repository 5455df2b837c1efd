import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCAL_PAYPAL, loadConfig } from '@app/config';
import { say, warn } from './console-log';
import { EmbeddedPostgresServer, RunningPostgres, startEmbeddedPostgres, walSpoolFor } from './embedded-postgres';
import { freePort } from './free-port';
import { waitForHttpOk } from './http-wait';
import { RunningMailDev, startMailDev } from './maildev';
import { postgresDataDir } from './postgres-places';
import { NodeService, startNodeService } from './node-service';
import { PRIVATE_REDIS_DATABASES, RunningRedis, startRedis } from './redis-server';
import { CRASHES_TO_GIVE_UP, RestartPolicy } from './restart-policy';
import { runCommand } from './run-command';
import { serverAddress } from './server-versions';
import { CHROMIUM_HEADLESS_SHELL_PACKAGE, ensureSystemPackages, REDIS_PACKAGE } from './system-packages';
import { useThrowawayPostgres } from './throwaway-postgres';
import { ThrowawayRedis, useThrowawayRedis } from './throwaway-redis';

/**
 * Our compiled apps a stack can run, relative to the build directory, in start order. An app with `health` is
 * waited for until that path answers 200 on its `port`. The PayPal sandbox starts ahead of the api that calls it
 * and adds its URL to the env the later apps get (see withPayPalSandbox).
 */
const APPS = {
  'paypal-sandbox': {
    script: 'apps/paypal-sandbox/src/main.js',
    health: '/health',
    port: (env: NodeJS.ProcessEnv) => Number(env.PAYPAL_SANDBOX_PORT),
  },
  api: {
    script: 'apps/api/src/main.js',
    health: '/api/health',
    port: (env: NodeJS.ProcessEnv) => loadConfig(env).port,
  },
  worker: { script: 'apps/worker/src/main.js', health: undefined, port: undefined },
} as const;
export type StackApp = keyof typeof APPS;

const PREPARE_SCRIPT = 'apps/api/src/prepare.main.js';

export interface StackOptions {
  /** The compiled build (dist) whose apps and prepare script run. */
  buildDir: string;
  /** Embedded PostgreSQL keeps its data in `<dataDir>/pg` across runs; unset, a throwaway dir that stop() removes. */
  dataDir?: string;
  /**
   * A PostgreSQL database to use (DATABASE_URL), an embedded server started on `port` (a free port when unset; from
   * `installation`, a distribution's folder, when given: Jest cannot import the ESM package that names it), or a
   * server to create throwaway databases on and drop them at stop() (the tests with DATABASE_URL).
   */
  postgres: { url: string } | { embedded: { port?: number; installation?: string } } | { throwawayOn: string };
  /**
   * A Redis to use (REDIS_URL), a private redis-server started on `port` (a free port when unset; its data in
   * `<dataDir>/redis` across runs when dataDir is set), or a server whose empty logical databases are claimed and
   * flushed at stop() (the tests with REDIS_URL); none if unset.
   */
  redis?: { url: string } | { private: { port?: number } } | { throwawayOn: string };
  /**
   * A local inbox: MailDev on these ports (free ones when unset), its messages in `<dataDir>/maildev` across runs (a
   * throwaway dir without dataDir); the apps' SMTP_URL points at it. None if unset.
   */
  inbox?: { smtpPort?: number; webPort?: number };
  /**
   * The embedded PostgreSQL archives its WAL into `<its data dir>.wal-spool`, and the apps get BACKUP_PG_DATA and
   * BACKUP_WAL_SPOOL (the worker ships the spool when a backup target is set). Default: with `dataDir` (`npm start`);
   * a throwaway server archives only when a test asks.
   */
  archiveWal?: boolean;
  /** The database created on the embedded or throwaway PostgreSQL for DATABASE_URL; ignored with a database url. */
  database?: string;
  /** Apply migrations and seed to the stack's database once the services are up. */
  prepare?: boolean;
  /** Apps started once the database is prepared; more can join later with startApps(). */
  apps?: StackApp[];
  /** Settings passed on to the prepare step and the apps; the stack adds DATABASE_URL, REDIS_URL and SMTP_URL. */
  env: NodeJS.ProcessEnv;
  /** `hide` drops the prepare step's progress lines (its errors still show). */
  prepareOutput?: 'show' | 'hide';
  /** `pretty`: the apps' JSON log lines as short prefixed lines; `discard`: their stdout goes nowhere. */
  appOutput?: 'pretty' | 'discard';
  /** Extra node options for the apps (e.g. a profiler). */
  appNodeArgs?: string[];
  /**
   * `npm start`: an app, the private redis-server, the embedded PostgreSQL or MailDev that ends by itself is started
   * again (same env, port and data), with one line, after RestartPolicy's back-off; too many crashes within a minute go
   * to onFailure. Unset (tests, bench): nothing is restarted, and an app that ends goes to onFailure at once.
   */
  supervise?: boolean;
}

/**
 * PostgreSQL, Redis, the local inbox and our apps for `npm start`, `npm test` and `npm run bench`, written once.
 * start() brings up what the options ask for; stop() (idempotent, also safe during start()) stops the apps, then the
 * inbox, then Redis, then PostgreSQL, then removes a throwaway data directory, so nothing is left running. With
 * `supervise` (`npm start`), what ends by itself meanwhile is started again. The apps and MailDev also stop by
 * themselves when this process dies (IPC channel, see startNodeService and startMailDev); a PostgreSQL or redis-server
 * left by a killed run is stopped when the next run starts on the same data dir or port.
 */
export class DevStack {
  /**
   * The settings to pass on: the options' env plus DATABASE_URL, REDIS_URL and SMTP_URL (and, when PostgreSQL archives,
   * BACKUP_PG_DATA and BACKUP_WAL_SPOOL) once start() resolved.
   */
  readonly env: NodeJS.ProcessEnv;
  private postgres?: RunningPostgres;
  private redis?: RunningRedis;
  private mailDev?: RunningMailDev;
  private throwawayRedis?: ThrowawayRedis;
  /** Logical databases of the private Redis handed out so far (0 is the stack's own). */
  private redisDatabases = 1;
  private throwawayDir?: string;
  private readonly apps: NodeService[] = [];
  private starting: Promise<unknown> = Promise.resolve();
  private stopping?: Promise<void>;
  private failureListener?: (reason: string) => void;
  private readonly restartPolicy = new RestartPolicy();
  /** Restarts waiting for their delay, and those under way: stop() cancels the first and waits for the second. */
  private readonly restartTimers = new Set<NodeJS.Timeout>();
  private readonly restarts = new Set<Promise<void>>();

  constructor(private readonly options: StackOptions) {
    this.env = { ...options.env };
  }

  get databaseUrl(): string {
    return this.env.DATABASE_URL!;
  }

  get redisUrl(): string {
    return this.env.REDIS_URL!;
  }

  /** The local inbox's web address (its REST API under /api), once start() resolved; undefined without `inbox`. */
  get inboxUrl(): string | undefined {
    return this.mailDev?.webUrl;
  }

  /** Starts what the options ask for; on failure stops what did start and rethrows. */
  start(): Promise<void> {
    return this.step(async () => {
      await this.startPostgres();
      await this.startRedis();
      await this.startInbox();
      if (this.options.prepare) await this.prepare(this.env);
      if (this.options.apps?.length) Object.assign(this.env, await this.startAppsNow(this.options.apps, this.env));
    });
  }

  /**
   * Creates `database` on the embedded PostgreSQL, applies migrations and seed, and returns the env pointing at it:
   * the test runner gives each suite its own database on one server.
   */
  prepareDatabase(database: string): Promise<NodeJS.ProcessEnv> {
    return this.step(async () => {
      if (!this.postgres) throw new Error('prepareDatabase() needs the embedded or a throwaway PostgreSQL');
      await this.postgres.ensureDatabase(database);
      const env = { ...this.env, DATABASE_URL: this.postgres.url(database) };
      await this.prepare(env);
      return env;
    });
  }

  /**
   * A Redis database of its own (the e2e suite's jobs must not meet those the integration suite left): the next logical
   * database of the private redis-server, or another empty one claimed on a REDIS_URL server.
   */
  redisDatabase(): Promise<string> {
    return this.step(async () => {
      if (this.throwawayRedis) return this.throwawayRedis.claim();
      if (!this.redis) throw new Error('redisDatabase() needs the private or a throwaway Redis');
      if (this.redisDatabases >= PRIVATE_REDIS_DATABASES)
        throw new Error(`the private Redis has ${PRIVATE_REDIS_DATABASES} databases, all claimed`);
      return `${this.redis.url}/${this.redisDatabases++}`;
    });
  }

  /**
   * Starts apps with `env` (default: the stack's) and waits for those with a health path; resolves with the env they
   * got (with the PayPal sandbox's URL when it is one of them).
   */
  startApps(apps: StackApp[], env: NodeJS.ProcessEnv = this.env): Promise<NodeJS.ProcessEnv> {
    return this.step(() => this.startAppsNow(apps, env));
  }

  /** The process id of a running app (the benchmark reads the api's CPU time). */
  pid(app: StackApp): number | undefined {
    return this.apps.find((running) => running.name === app && running.child.exitCode === null)?.child.pid;
  }

  /**
   * Called when the stack cannot go on by itself: an app ended outside stop(), or, when it supervises, something
   * crashed too often to restart again. The launcher then stops the rest.
   */
  onFailure(listener: (reason: string) => void): void {
    this.failureListener = listener;
  }

  /**
   * Apps (together; they may be sending e-mail), then the inbox, then Redis, then PostgreSQL, then the throwaway
   * directory. Runs once; later calls share it.
   */
  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      for (const timer of this.restartTimers) clearTimeout(timer);
      await this.starting.catch(() => undefined);
      await Promise.all(this.restarts);
      await Promise.all(this.apps.map((app) => app.stop()));
      await this.mailDev?.stop();
      await this.redis?.stop();
      await this.throwawayRedis?.stop().catch((err: unknown) => warn(`could not empty the test Redis: ${String(err)}`));
      await this.postgres?.stop().catch((err: unknown) => warn(`could not drop the test databases: ${String(err)}`));
      if (this.throwawayDir) await rm(this.throwawayDir, { recursive: true, force: true });
    })());
  }

  /** Runs one start-up step; refuses once stopping, and stops everything if the step fails. */
  private step<T>(work: () => Promise<T>): Promise<T> {
    if (this.stopping) return Promise.reject(new Error('the stack is stopping'));
    const run = work();
    this.starting = run;
    return run.catch(async (err: unknown) => {
      this.starting = Promise.resolve();
      await this.stop();
      throw err;
    });
  }

  private async startPostgres(): Promise<void> {
    const choice = this.options.postgres;
    if ('url' in choice) {
      say('using DATABASE_URL');
      this.env.DATABASE_URL = choice.url;
      return;
    }
    const database = this.options.database ?? 'champions';
    if ('throwawayOn' in choice) {
      const server = await useThrowawayPostgres(choice.throwawayOn);
      this.postgres = server;
      say(
        `using PostgreSQL ${server.version} at ${serverAddress(choice.throwawayOn)} (throwaway databases, dropped at the end)`,
      );
      this.throwIfStopping();
      await server.ensureDatabase(database);
      this.env.DATABASE_URL = server.url(database);
      return;
    }
    const port = choice.embedded.port ?? (await freePort());
    let dir: string;
    if (this.options.dataDir) {
      // `.data/pg`, or a folder of this checkout's under /var/tmp when the postgres user cannot reach the checkout.
      dir = await postgresDataDir(join(resolve(this.options.dataDir), 'pg'));
      say(`starting embedded PostgreSQL on 127.0.0.1:${port} (data: ${dir})`);
    } else {
      dir = join(await this.ownThrowawayDir(), 'pg');
      say(`starting a throwaway PostgreSQL on 127.0.0.1:${port}`);
    }
    const archive = this.options.archiveWal ?? this.options.dataDir !== undefined;
    const { installation } = choice.embedded;
    const postgres = await startEmbeddedPostgres(dir, port, warn, { archive, installation });
    this.postgres = postgres;
    this.throwIfStopping();
    await this.postgres.ensureDatabase(database);
    this.env.DATABASE_URL = this.postgres.url(database);
    if (archive) Object.assign(this.env, { BACKUP_PG_DATA: dir, BACKUP_WAL_SPOOL: walSpoolFor(dir) });
    if (this.options.supervise) {
      this.keepAlive('PostgreSQL', postgres, async (): Promise<EmbeddedPostgresServer> => {
        const again = await startEmbeddedPostgres(dir, port, warn, { archive, installation });
        this.postgres = again;
        return again;
      });
    }
  }

  private async startRedis(): Promise<void> {
    const choice = this.options.redis;
    if (!choice) return;
    if ('url' in choice) {
      say('using REDIS_URL');
      this.env.REDIS_URL = choice.url;
      return;
    }
    if ('throwawayOn' in choice) {
      this.throwawayRedis = await useThrowawayRedis(choice.throwawayOn);
      say(
        `using Redis ${this.throwawayRedis.version} at ${serverAddress(choice.throwawayOn)} (empty databases of its own, flushed at the end)`,
      );
      this.throwIfStopping();
      this.env.REDIS_URL = await this.throwawayRedis.claim();
      return;
    }
    await ensureSystemPackages([REDIS_PACKAGE]);
    const port = choice.private.port ?? (await freePort());
    say(`starting redis-server on 127.0.0.1:${port}`);
    const dataDir = this.options.dataDir && join(resolve(this.options.dataDir), 'redis');
    this.redis = await startRedis(port, dataDir);
    this.throwIfStopping();
    this.env.REDIS_URL = this.redis.url;
    if (this.options.supervise) {
      this.keepAlive('redis-server', this.redis, async () => (this.redis = await startRedis(port, dataDir)));
    }
  }

  private async startInbox(): Promise<void> {
    const choice = this.options.inbox;
    if (!choice) return;
    const smtpPort = choice.smtpPort ?? (await freePort());
    const webPort = choice.webPort ?? (await freePort());
    const mailDir = join(
      this.options.dataDir ? resolve(this.options.dataDir) : await this.ownThrowawayDir(),
      'maildev',
    );
    say(`starting MailDev (SMTP on 127.0.0.1:${smtpPort})`);
    const start = async () => (this.mailDev = await startMailDev({ smtpPort, webPort, mailDir }));
    await start();
    this.throwIfStopping();
    this.env.SMTP_URL = this.mailDev!.smtpUrl;
    if (this.options.supervise) this.keepAlive('MailDev', this.mailDev!, start);
  }

  /** The throwaway directory stop() removes, made on first use. */
  private async ownThrowawayDir(): Promise<string> {
    if (!this.throwawayDir) {
      this.throwawayDir = await mkdtemp(join(tmpdir(), 'champions-stack-'));
      // The postgres system user (when we run as root) must reach the data dir.
      await chmod(this.throwawayDir, 0o755);
    }
    return this.throwawayDir;
  }

  private async prepare(env: NodeJS.ProcessEnv): Promise<void> {
    const quiet = this.options.prepareOutput === 'hide';
    if (!quiet) say('applying migrations and seed');
    const stdout = quiet ? 'ignore' : 'inherit';
    const script = join(this.options.buildDir, PREPARE_SCRIPT);
    if ((await runCommand(process.execPath, [script], { env, stdio: ['ignore', stdout, 'inherit'] })) !== 0) {
      throw new Error('database preparation (migrations and seed) failed');
    }
    this.throwIfStopping();
  }

  private async startAppsNow(apps: StackApp[], given: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
    // The worker renders receipts and confirmations with Debian's Chromium headless shell (libs/business/documents).
    if (apps.includes('worker')) await ensureSystemPackages([CHROMIUM_HEADLESS_SHELL_PACKAGE]);
    say(`starting ${apps.join(', ')}`);
    const env = apps.includes('paypal-sandbox') ? await withPayPalSandbox(given, apps.includes('api')) : given;
    const started = apps.map((name) => {
      const app = this.startApp(name, env);
      this.keepAlive(name, app, async () => this.startApp(name, env));
      return app;
    });
    for (const app of started) {
      const { health, port } = APPS[app.name as StackApp];
      if (!health) continue;
      await waitForHttpOk(
        `http://127.0.0.1:${port(env)}${health}`,
        60_000,
        () => app.child.exitCode === null && !this.stopping,
      );
    }
    return env;
  }

  private startApp(name: StackApp, env: NodeJS.ProcessEnv): NodeService {
    const app = startNodeService(name, join(this.options.buildDir, APPS[name].script), env, {
      output: this.options.appOutput ?? 'pretty',
      nodeArgs: this.options.appNodeArgs,
    });
    this.apps.push(app);
    // One that ended leaves the list (its restart, if any, joins it): stop() and pid() see the running ones.
    void app.ended().then(() => {
      if (!this.stopping) this.apps.splice(this.apps.indexOf(app), 1);
    });
    return app;
  }

  /**
   * Once `running` ends outside stop(): with `supervise`, one line and `start()` again after the restart policy's delay
   * (a start that fails is one more crash), or onFailure when it crashed too often; without, onFailure at once.
   */
  private keepAlive<T extends { ended(): Promise<string> }>(name: string, running: T, start: () => Promise<T>): void {
    void running.ended().then((how) => this.onCrash(name, how, start));
  }

  private onCrash<T extends { ended(): Promise<string> }>(name: string, how: string, start: () => Promise<T>): void {
    if (this.stopping) return;
    if (!this.options.supervise) return this.failureListener?.(`${name} ${how}`);
    const delay = this.restartPolicy.crashed(name);
    if (delay === undefined) {
      return this.failureListener?.(`${name} ${how}: ${CRASHES_TO_GIVE_UP} crashes within a minute, giving up`);
    }
    warn(`${name} ${how}; restarting it in ${delay / 1000} s`);
    const timer = setTimeout(() => {
      this.restartTimers.delete(timer);
      const restart = start().then(
        (next) => this.keepAlive(name, next, start),
        (err: unknown) =>
          this.onCrash(name, `did not start again (${err instanceof Error ? err.message : String(err)})`, start),
      );
      this.restarts.add(restart);
      void restart.finally(() => this.restarts.delete(restart));
    }, delay);
    this.restartTimers.add(timer);
  }

  private throwIfStopping(): void {
    if (this.stopping) throw new Error('stopped during start-up');
  }
}

/**
 * The env for a stack that runs the local PayPal sandbox: its port (PAYPAL_SANDBOX_PORT, else a free one), the api's
 * PAYPAL_BASE_URL pointing at it, and, when the api runs too, where it sends webhooks (POST /api/paypal/webhook).
 */
async function withPayPalSandbox(env: NodeJS.ProcessEnv, withApi: boolean): Promise<NodeJS.ProcessEnv> {
  const port = env.PAYPAL_SANDBOX_PORT ? Number(env.PAYPAL_SANDBOX_PORT) : await freePort();
  return {
    ...env,
    PAYPAL_SANDBOX_PORT: String(port),
    PAYPAL_BASE_URL: `http://127.0.0.1:${port}`,
    PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID || LOCAL_PAYPAL.webhookId,
    ...(withApi ? { PAYPAL_WEBHOOK_URL: `http://127.0.0.1:${loadConfig(env).port}/api/paypal/webhook` } : {}),
  };
}

/** Creates a stack and starts it: for callers that need no handle before start-up finishes. */
export async function startStack(options: StackOptions): Promise<DevStack> {
  const stack = new DevStack(options);
  await stack.start();
  return stack;
}
