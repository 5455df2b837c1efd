import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '@app/config';
import { COMPOSE_SERVER_VERSIONS } from '@app/devstack';

// No Docker engine runs on our machines, so these checks are what keeps the compose file and images honest.
const root = join(__dirname, '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
const caddyfile = readFileSync(join(root, 'docker/Caddyfile'), 'utf8');

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
};
const envOf = (service: string) =>
  Object.fromEntries(
    Object.entries(compose.services[service].environment as Record<string, string>).map(([name, value]) => [
      name,
      interpolated(String(value), SECRETS),
    ]),
  );

describe('docker-compose.yml', () => {
  it('brings up postgres, redis, minio and its bucket, migrate, api and worker, and the proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'migrate',
      'minio',
      'minio-setup',
      'postgres',
      'proxy',
      'redis',
      'worker',
    ]);
  });

  it('health-checks every long-running service', () => {
    for (const name of ['postgres', 'redis', 'minio', 'api', 'worker', 'proxy'])
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
    const script = readFileSync(join(root, 'docker/minio-setup.sh'), 'utf8');
    expect(script).toContain('mc mb --ignore-existing "local/$S3_BUCKET"');
    expect(script).toContain('mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"');
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(envOf('minio-setup')[name]).toBe(envOf('api')[name]);
    expect(Object.keys(compose.volumes)).not.toContain('media');
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
    for (const name of ['postgres', 'redis'] as const) {
      expect(testServices.services[name].image).toBe(compose.services[name].image);
      expect(compose.services[name].image).toMatch(new RegExp(`^${name}:${COMPOSE_SERVER_VERSIONS[name]}(-|$)`));
    }
  });

  it('publishes them on localhost only', () => {
    expect(testServices.services.postgres.ports).toEqual(['127.0.0.1:55432:5432']);
    expect(testServices.services.redis.ports).toEqual(['127.0.0.1:56379:6379']);
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
