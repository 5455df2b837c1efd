import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '@app/config';
import { COMPOSE_SERVER_VERSIONS } from '@app/devstack';

// No Docker engine runs on our machines, so these checks are what keeps the compose file and images honest.
const root = join(__dirname, '..');
// The file shares settings through YAML merge keys (`<<: *wal-g-env`), as compose reads them.
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const dockerfile = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
const postgresDockerfile = readFileSync(join(root, 'docker/postgres.Dockerfile'), 'utf8');
const caddyfile = readFileSync(join(root, 'docker/Caddyfile'), 'utf8');
const backupScript = readFileSync(join(root, 'docker/postgres-backup.sh'), 'utf8');
const minioSetup = readFileSync(join(root, 'docker/minio-setup.sh'), 'utf8');
/** The official image docker/postgres.Dockerfile adds WAL-G to (its last FROM). */
const postgresBase = [...postgresDockerfile.matchAll(/^FROM (\S+)$/gm)].at(-1)![1];

/**
 * A value of the file as compose gives it to a container: `${NAME:-default}` and `${NAME:?message}` resolved against
 * `given` (an unset required one is an error, as `docker compose up` refuses it).
 */
const interpolated = (value: string, given: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest = '') => {
    if (given[name]) return given[name];
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? rest : '';
  });
/** The secrets the file insists on, and nothing else: every other setting is the file's own default. */
const SECRETS = {
  SESSION_SECRET: 's'.repeat(40),
  BOOKING_LINK_SECRET: 'b'.repeat(40),
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a-long-admin-password',
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_WEBHOOK_ID: 'webhook',
  S3_SECRET_ACCESS_KEY: 'photos-secret-key',
  MINIO_ROOT_PASSWORD: 'minio-root-password',
  DB_BACKUP_SECRET_ACCESS_KEY: 'backups-secret-key',
};
const envOf = (service: string) =>
  Object.fromEntries(
    Object.entries(compose.services[service].environment as Record<string, string>).map(([name, value]) => [
      name,
      interpolated(String(value), SECRETS),
    ]),
  );

describe('docker-compose.yml', () => {
  it('brings up postgres and its backups, redis, minio and its buckets, migrate, api and worker, and the proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'migrate',
      'minio',
      'minio-setup',
      'postgres',
      'postgres-backup',
      'proxy',
      'redis',
      'worker',
    ]);
  });

  it('health-checks every long-running service', () => {
    for (const name of ['postgres', 'postgres-backup', 'redis', 'minio', 'api', 'worker', 'proxy'])
      expect(compose.services[name].healthcheck?.test).toBeDefined();
  });

  it('runs two api and two worker replicas, the api reached only through the proxy', () => {
    for (const name of ['api', 'worker']) expect(compose.services[name].deploy.replicas).toBe(2);
    expect(compose.services.api.ports).toBeUndefined();
    expect(compose.services.proxy.ports).toEqual(['${PORT:-3000}:80']);
    expect(compose.services.proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
  });

  it("spreads requests over every api replica, leaving out one that stops answering (Caddy's passive checks)", () => {
    expect(compose.services.proxy.image).toMatch(/^caddy:2/);
    expect(compose.services.proxy.volumes).toEqual(['./docker/Caddyfile:/etc/caddy/Caddyfile:ro']);
    // Every address the service name resolves to (the replicas), looked up again as they change.
    expect(caddyfile).toMatch(/^\s*dynamic a api 3000 \{$/m);
    expect(caddyfile).toMatch(/^\s*fail_duration \d+s$/m);
    expect(caddyfile).toMatch(/^\s*lb_try_duration \d+s$/m);
    // Caddy replaces X-Forwarded-For with the address it was reached from; the api believes it from compose's network.
    expect(caddyfile).not.toMatch(/trusted_proxies/);
    expect(loadConfig(envOf('api')).trustedProxies).toEqual(['uniquelocal']);
  });

  it("stores photos in MinIO's bucket, made before the apps start, with the same S3_* settings for api and worker", () => {
    for (const name of ['api', 'worker']) {
      expect(loadConfig(envOf(name)).media).toEqual({
        kind: 's3',
        bucket: 'champions-photos',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'champions-photos', secretAccessKey: SECRETS.S3_SECRET_ACCESS_KEY },
      });
    }
    const setup = compose.services['minio-setup'];
    expect(setup.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(setup.restart).toBe('no');
    expect(setup.volumes).toEqual(['./docker/minio-setup.sh:/minio-setup.sh:ro']);
    expect(minioSetup).toContain('mc mb --ignore-existing "local/$1"');
    expect(minioSetup).toContain('mc admin user add local "$3" "$4"');
    expect(minioSetup).toContain(
      'bucket_with_user "$S3_BUCKET" champions-photos "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"',
    );
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(envOf('minio-setup')[name]).toBe(envOf('api')[name]);
    expect(Object.keys(compose.volumes)).not.toContain('media');
  });

  it('versions the photos bucket, so a restored database finds the photos deleted since', () => {
    expect(minioSetup).toContain('mc version enable "local/$S3_BUCKET"');
    expect(minioSetup).toContain('mc ilm rule import "local/$S3_BUCKET" </tmp/photos-lifecycle.json');
    expect(minioSetup).toMatch(/"NoncurrentVersionExpiration": \{ "NoncurrentDays": 35 \}/);
  });

  it('archives every WAL segment, at least once a minute, with WAL-G into a backups bucket of its own', () => {
    const settings = (compose.services.postgres.command as string[]).filter((_, i, all) => all[i - 1] === '-c');
    expect(compose.services.postgres.command[0]).toBe('postgres');
    expect(settings).toEqual([
      'wal_level=replica',
      'archive_mode=on',
      'archive_command=wal-g wal-push %p',
      'archive_timeout=60',
    ]);
    const setup = envOf('minio-setup');
    for (const name of ['postgres', 'postgres-backup']) {
      expect(compose.services[name].build).toEqual({ context: './docker', dockerfile: 'postgres.Dockerfile' });
      expect(envOf(name)).toMatchObject({
        WALG_S3_PREFIX: `s3://${setup.DB_BACKUP_BUCKET}/postgres`,
        AWS_ENDPOINT: 'http://minio:9000',
        AWS_S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: setup.DB_BACKUP_ACCESS_KEY_ID,
        AWS_SECRET_ACCESS_KEY: SECRETS.DB_BACKUP_SECRET_ACCESS_KEY,
      });
    }
    expect(setup.DB_BACKUP_BUCKET).not.toBe(setup.S3_BUCKET);
    expect(setup.DB_BACKUP_ACCESS_KEY_ID).not.toBe(setup.S3_ACCESS_KEY_ID);
    expect(minioSetup).toContain(
      'bucket_with_user "$DB_BACKUP_BUCKET" champions-backups "$DB_BACKUP_ACCESS_KEY_ID" "$DB_BACKUP_SECRET_ACCESS_KEY"',
    );
    // The apps run no backups of their own in compose: WAL-G does.
    expect(Object.keys(envOf('api')).filter((name) => name.startsWith('BACKUP_'))).toEqual([]);
  });

  it('takes the daily base backups beside the database, from its data folder, and keeps seven', () => {
    const backup = compose.services['postgres-backup'];
    expect(backup.user).toBe('postgres');
    expect(backup.entrypoint).toEqual(['/bin/sh', '/postgres-backup.sh']);
    expect(backup.volumes).toEqual([
      './docker/postgres-backup.sh:/postgres-backup.sh:ro',
      ...compose.services.postgres.volumes,
      'pgdata-replaced:/var/lib/postgresql/replaced',
    ]);
    expect(backup.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      'minio-setup': { condition: 'service_completed_successfully' },
    });
    expect(envOf('postgres-backup')).toMatchObject({
      PGHOST: 'postgres',
      DB_BACKUP_AT: '03:00',
      DB_BACKUP_KEEP_FULL: '7',
    });
    expect(backupScript).toContain('wal-g backup-push "$PGDATA"');
    expect(backupScript).toContain('wal-g delete retain FULL "${DB_BACKUP_KEEP_FULL:-7}" --confirm');
    // Its health: the newest base backup at most 26 hours old.
    expect(backup.healthcheck.test[1]).toContain('-mmin -1560');
  });

  it('restores a base backup and replays the archived WAL up to the time asked', () => {
    expect(backupScript).toContain('wal-g backup-fetch "$PGDATA" "$backup"');
    expect(backupScript).toContain(`echo "restore_command = 'wal-g wal-fetch %f %p'"`);
    expect(backupScript).toContain('recovery_target_time');
    expect(backupScript).toContain('touch "$PGDATA/recovery.signal"');
    expect(Object.keys(compose.volumes)).toContain('pgdata-replaced');
  });

  it("checks the worker's heartbeat, a check that can fail, in compose and in the image", () => {
    const script = 'dist/apps/worker/src/healthcheck.js';
    expect(compose.services.worker.healthcheck.test).toEqual(['CMD', 'node', script]);
    expect(dockerfile).toContain(`HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["node", "${script}"]`);
    expect(existsSync(join(root, 'apps/worker/src/healthcheck.ts'))).toBe(true);
    expect(JSON.stringify(compose)).not.toContain('kill -0');
  });

  it('starts api and worker only after migrations succeeded, the bucket exists and Redis is healthy', () => {
    for (const name of ['api', 'worker']) {
      expect(compose.services[name].depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        'minio-setup': { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(compose.services.migrate.depends_on.postgres.condition).toBe('service_healthy');
  });

  it('points the apps at the compose Postgres and Redis, in production mode', () => {
    const env = compose.services.api.environment;
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.NODE_ENV).toBe('production');
    expect(compose.services.worker.environment).toEqual(env);
  });

  it('builds targets that exist in the Dockerfile', () => {
    for (const name of ['migrate', 'api', 'worker']) {
      const { dockerfile: file, target } = compose.services[name].build;
      expect(file).toBe('docker/Dockerfile');
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
    }
  });
});

describe('docker/test-services.yml', () => {
  const testServices = parse(readFileSync(join(root, 'docker/test-services.yml'), 'utf8'));

  it('runs the images of docker-compose.yml, the versions the runner names as known to pass', () => {
    const images = { postgres: postgresBase, redis: compose.services.redis.image as string };
    for (const name of ['postgres', 'redis'] as const) {
      expect(testServices.services[name].image).toBe(images[name]);
      expect(images[name]).toMatch(new RegExp(`^${name}:${COMPOSE_SERVER_VERSIONS[name]}(-|$)`));
    }
  });

  it('publishes them on localhost only', () => {
    expect(testServices.services.postgres.ports).toEqual(['127.0.0.1:55432:5432']);
    expect(testServices.services.redis.ports).toEqual(['127.0.0.1:56379:6379']);
  });
});

describe('docker/postgres.Dockerfile', () => {
  it('adds one pinned WAL-G release to the official image, each architecture checked against its SHA-256', () => {
    const adds = [...postgresDockerfile.matchAll(/^ADD --checksum=sha256:([0-9a-f]{64}) \\\n\s+(\S+) /gm)];
    expect(
      adds.map(([, , url]) => url.replace(/.*\/download\/(v[\d.]+)\/wal-g-pg-[\d.]+-(\w+)\.tar\.gz$/, '$1 $2')),
    ).toEqual(['v3.0.8 amd64', 'v3.0.8 aarch64']);
    expect(postgresDockerfile).toMatch(/^FROM wal-g-\$\{TARGETARCH\} AS wal-g$/m);
    expect(postgresDockerfile).toContain('install -m 0755 /tmp/wal-g/wal-g-pg-24.04-* /usr/local/bin/wal-g');
  });
});

describe('docker/Dockerfile', () => {
  it('runs both images as a non-root user', () => {
    for (const stage of ['api', 'worker']) {
      const body = dockerfile.split(/^FROM /m).find((s) => new RegExp(`AS ${stage}\\n`).test(s))!;
      expect(body).toMatch(/^USER node$/m);
    }
  });

  it('ships the built SPA inside the api image', () => {
    expect(dockerfile).toMatch(/COPY --from=build .*\/app\/dist\/web \.\/dist\/web/);
  });
});
