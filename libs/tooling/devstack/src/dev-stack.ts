import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCAL_PAYPAL, loadConfig } from '@app/config';
import { REPLICA_LOOKUP_REFRESH_MS, RunningCaddy, startCaddy } from './caddy';
import { say, since, warn } from './console-log';
import { EmbeddedPostgresServer, RunningPostgres, startEmbeddedPostgres, walSpoolFor } from './embedded-postgres';
import { freePort } from './free-port';
import { waitForHttpOk } from './http-wait';
import { RunningMailDev, startMailDev } from './maildev';
import { postgresDataDir } from './postgres-places';
import { NodeService, startNodeService } from './node-service';
import { PRIVATE_REDIS_DATABASES, RunningRedis, startRedis } from './redis-server';
import { ReplicaDns, startReplicaDns } from './replica-dns';
import { CRASHES_TO_GIVE_UP, RestartPolicy } from './restart-policy';
import { runCommand, sleep } from './run-command';
import { serverAddress } from './server-versions';
import { CADDY_PACKAGE, CHROMIUM_HEADLESS_SHELL_PACKAGE, ensureSystemPackages, REDIS_PACKAGE } from './system-packages';
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

/** The apps that can run as several replicas, and be replaced one at a time (rollingRestart). */
type ReplicatedApp = 'api' | 'worker';
const REPLICATED: readonly StackApp[] = ['api', 'worker'];

/** One running copy of an app: `service` is the current process (a crashed one's restart takes its place). */
interface Replica {
  name: StackApp;
  env: NodeJS.ProcessEnv;
  /** An api behind Caddy: the loopback address it listens on (the proxy's port is the site's). */
  address?: string;
  service: NodeService;
  /** Replaced by a rolling restart: it is being stopped, and is not restarted when it ends. */
  retired: boolean;
  /** Answering: from its first good health answer until its process ends (a restarted one answers again). */
  serving: boolean;
}

/**
 * After a replica left the replicas' name, how long before it is stopped: Caddy has looked the name up again by then
 * (REPLICA_LOOKUP_REFRESH_MS, and the lookup), so it sends it nothing new; its stop drains the requests it still has.
 */
const LEAVE_PROXY_MS = REPLICA_LOOKUP_REFRESH_MS + 1_000;

/**
 * The api replicas behind Caddy listen on 127.0.1.1, 127.0.1.2, ... (Linux routes all of 127.0.0.0/8 to loopback), one
 * port for all: Caddy looks the replicas up by name, and a name gives addresses, not ports.
 */
const REPLICA_ADDRESS_PREFIX = '127.0.1.';
const REPLICA_ADDRESSES = 250;

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
  /**
   * How many processes of the api and of the worker to run (1 each when unset). With more than one api, each listens on
   * a free loopback port and Caddy, with docker/Caddyfile's shared settings (`caddyfile`), on the site's PORT and HOST.
   */
  replicas?: Partial<Record<ReplicatedApp, number>>;
  /** docker/Caddyfile, read for its shared snippets when more than one api runs. */
  caddyfile?: string;
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
  private readonly replicas: Replica[] = [];
  private caddy?: RunningCaddy;
  /** The answer Caddy gets for the replicas' name; set with the proxy. */
  private replicaDns?: ReplicaDns;
  /** With the proxy: the replicas' common port, and the last loopback address handed out. */
  private replicaPort?: number;
  private lastReplicaAddress = 0;
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
      // Caddy stops with the api replicas: it stops taking connections and passes on their answers to those it has.
      await Promise.all([...this.apps.map((app) => app.stop()), this.caddy?.stop()]);
      await this.replicaDns?.stop();
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
    const proxied = apps.includes('api') && this.count('api') > 1;
    if (proxied) {
      await ensureSystemPackages([CADDY_PACKAGE]);
      // A port the settings name (the site's PORT, the worker's metrics) may be free now and bound later, by Caddy or
      // the worker: a pick that happened to be one of them left Caddy unable to listen.
      const named = new Set(
        Object.entries(given).flatMap(([key, value]) => (key.endsWith('PORT') ? [Number(value)] : [])),
      );
      do this.replicaPort = await freePort();
      while (named.has(this.replicaPort));
      this.replicaDns = await startReplicaDns();
    }
    say(`starting ${apps.map((name) => (this.count(name) > 1 ? `${name} x${this.count(name)}` : name)).join(', ')}`);
    const env = apps.includes('paypal-sandbox') ? await withPayPalSandbox(given, apps.includes('api')) : given;
    const started: Replica[] = [];
    for (const name of apps) {
      for (let i = 0; i < this.count(name); i++) {
        // A second worker serves its metrics on a free port: the first keeps WORKER_METRICS_PORT.
        const own = name === 'worker' && i > 0 ? { ...env, WORKER_METRICS_PORT: '0' } : env;
        started.push(this.startReplica(name, own, name === 'api' && proxied));
      }
    }
    for (const replica of started) {
      await this.healthy(replica);
      replica.serving = true;
    }
    if (proxied) await this.startProxy(env);
    return env;
  }

  /** How many processes of `name` to run. */
  private count(name: StackApp): number {
    return REPLICATED.includes(name) ? (this.options.replicas?.[name as ReplicatedApp] ?? 1) : 1;
  }

  /**
   * Starts one process of `name`, kept alive (supervise) until stop() or, when replaced, retire(). An api `behindProxy`
   * listens on a loopback address of its own and the replicas' port, and keeps the site's public address (whose default
   * follows PORT).
   */
  private startReplica(name: StackApp, given: NodeJS.ProcessEnv, behindProxy = false): Replica {
    const address = behindProxy ? this.nextReplicaAddress() : undefined;
    const env = address
      ? { ...given, HOST: address, PORT: String(this.replicaPort), PUBLIC_URL: loadConfig(given).publicUrl }
      : given;
    const replica: Replica = { name, env, address, service: this.startApp(name, env), retired: false, serving: false };
    this.replicas.push(replica);
    // An api behind the proxy that ended leaves the replicas Caddy finds until it answers again: Caddy 2.6 keeps no
    // failure count for looked-up upstreams, and a booking it sent to a refusing one is lost (it cannot send a body
    // twice), so the parent would be asked to come back.
    const down = () => {
      replica.serving = false;
      this.publishReplicas();
    };
    const start = async () => {
      replica.service = this.startApp(name, env);
      void replica.service.ended().then(down);
      if (address)
        void this.healthy(replica).then(
          () => this.servingNow(replica),
          () => undefined,
        );
      return replica.service;
    };
    void replica.service.ended().then(down);
    this.keepAlive(name, replica.service, start, () => !replica.retired);
    return replica;
  }

  /** The next loopback address no replica holds. */
  private nextReplicaAddress(): string {
    const held = new Set(this.replicas.map((r) => r.address));
    let address: string;
    do {
      this.lastReplicaAddress = (this.lastReplicaAddress % REPLICA_ADDRESSES) + 1;
      address = `${REPLICA_ADDRESS_PREFIX}${this.lastReplicaAddress}`;
    } while (held.has(address));
    return address;
  }

  /** Waits until the replica answers its health path (none for the worker). */
  private async healthy(replica: Replica): Promise<void> {
    const { health, port } = APPS[replica.name];
    if (!health) return;
    const service = replica.service;
    await waitForHttpOk(
      `http://${replica.address ?? '127.0.0.1'}:${port(replica.env)}${health}`,
      60_000,
      () => service.child.exitCode === null && !this.stopping,
    );
  }

  /** A replica that answered its health: Caddy may send it requests (once it has looked the replicas up again). */
  private servingNow(replica: Replica): void {
    replica.serving = true;
    this.publishReplicas();
  }

  /** Tells Caddy's lookups the api replicas that answer and are not being replaced. */
  private publishReplicas(): void {
    this.replicaDns?.answer(this.apiAddresses());
  }

  /** Caddy on the site's PORT and HOST in front of the api replicas, with docker/Caddyfile's shared settings. */
  private async startProxy(env: NodeJS.ProcessEnv): Promise<void> {
    const { caddyfile } = this.options;
    if (!caddyfile) throw new Error('more than one api needs the `caddyfile` option (docker/Caddyfile)');
    const { host, port } = loadConfig(env);
    const dir = join(this.options.dataDir ? resolve(this.options.dataDir) : await this.ownThrowawayDir(), 'caddy');
    this.publishReplicas();
    say(`starting Caddy on ${host}:${port} in front of api replicas on ${this.apiAddresses().join(', ')}`);
    const options = { caddyfile, port, host, replicaPort: this.replicaPort!, dnsPort: this.replicaDns!.port, dir };
    const start = async () => (this.caddy = await startCaddy(options));
    await start();
    this.keepAlive('Caddy', this.caddy!, start);
  }

  /** The addresses of the api replicas Caddy sends requests to: every one not being replaced. */
  private apiAddresses(): string[] {
    return this.replicas.flatMap((r) => (r.name === 'api' && r.address && r.serving && !r.retired ? [r.address] : []));
  }

  /**
   * Replaces the api replicas one at a time, then the workers, with the build as it is now
   * (docs/running.md#rolling-restart). Migrations first: they must keep the running build working (docs/operations.md).
   * Each api: a new one on a loopback address of its own, and once it answers its health it joins the replicas Caddy
   * finds, the old one leaves them and, once Caddy has looked again, is stopped (its stop answers the requests it still
   * has). A single api has no proxy to overlap behind: it is stopped, then started. Each worker: a new one, then the old
   * one stopped (its running jobs end first). Rejects on a failed step, the replicas not yet replaced still running (a
   * new api that never answered is stopped).
   */
  rollingRestart(): Promise<void> {
    if (this.stopping) return Promise.reject(new Error('the stack is stopping'));
    const run = (async () => {
      const started = Date.now();
      if (this.options.prepare) await this.prepare(this.env);
      for (const name of REPLICATED) {
        const old = this.replicas.filter((r) => r.name === name && !r.retired);
        for (const [i, replica] of old.entries()) {
          this.throwIfStopping();
          await (name === 'api' ? this.replaceApi(replica) : this.replaceWorker(replica));
          say(`${name} ${i + 1}/${old.length} replaced`);
        }
      }
      say(`rolling restart done in ${since(started)}`);
    })();
    // stop() waits for it: it ends soon after, since every wait in it gives up once the stack is stopping.
    this.starting = run.catch(() => undefined);
    return run;
  }

  private async replaceApi(old: Replica): Promise<void> {
    if (!old.address) {
      say('one api, no proxy: stopping it, then starting it again (API_REPLICAS=2 replaces without a gap)');
      await this.retire(old);
      const next = this.startReplica('api', old.env);
      await this.healthy(next);
      next.serving = true;
      return;
    }
    const next = this.startReplica('api', old.env, true);
    const where = (replica: Replica) => `${replica.address}:${this.replicaPort}`;
    say(`new api starting on ${where(next)}`);
    try {
      await this.healthy(next);
    } catch (err) {
      await this.retire(next);
      throw err;
    }
    this.throwIfStopping();
    this.servingNow(next);
    say(`new api on ${where(next)} answers; draining the one on ${where(old)}`);
    await this.retire(old);
  }

  private async replaceWorker(old: Replica): Promise<void> {
    this.startReplica('worker', old.env);
    say('new worker started; stopping the old one once its running jobs end');
    await this.retire(old);
  }

  /**
   * Stops a replaced replica for good. An api behind Caddy leaves the replicas' name first, and is stopped once Caddy
   * has looked it up again (LEAVE_PROXY_MS): from then on it gets nothing new.
   */
  private async retire(replica: Replica): Promise<void> {
    replica.retired = true;
    if (replica.address) {
      this.publishReplicas();
      if (!this.stopping) await sleep(LEAVE_PROXY_MS);
    }
    await replica.service.stop();
    this.replicas.splice(this.replicas.indexOf(replica), 1);
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
   * Once `running` ends outside stop() (and, for a replica, while still `wanted`: not replaced): with `supervise`, one
   * line and `start()` again after the restart policy's delay (a start that fails is one more crash), or onFailure when
   * it crashed too often; without, onFailure at once.
   */
  private keepAlive<T extends { ended(): Promise<string> }>(
    name: string,
    running: T,
    start: () => Promise<T>,
    wanted: () => boolean = () => true,
  ): void {
    void running.ended().then((how) => this.onCrash(name, how, start, wanted));
  }

  private onCrash<T extends { ended(): Promise<string> }>(
    name: string,
    how: string,
    start: () => Promise<T>,
    wanted: () => boolean,
  ): void {
    if (this.stopping || !wanted()) return;
    if (!this.options.supervise) return this.failureListener?.(`${name} ${how}`);
    const delay = this.restartPolicy.crashed(name);
    if (delay === undefined) {
      return this.failureListener?.(`${name} ${how}: ${CRASHES_TO_GIVE_UP} crashes within a minute, giving up`);
    }
    warn(`${name} ${how}; restarting it in ${delay / 1000} s`);
    const timer = setTimeout(() => {
      this.restartTimers.delete(timer);
      if (!wanted()) return;
      const restart = start().then(
        (next) => this.keepAlive(name, next, start, wanted),
        (err: unknown) =>
          this.onCrash(
            name,
            `did not start again (${err instanceof Error ? err.message : String(err)})`,
            start,
            wanted,
          ),
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
