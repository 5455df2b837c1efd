import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { COMPOSE_SERVER_VERSIONS } from '@app/devstack';

// No Docker engine runs on our machines, so these checks are what keeps the compose file and images honest.
const root = join(__dirname, '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('brings up postgres, redis, migrate, api and worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'migrate', 'postgres', 'redis', 'worker']);
  });

  it('health-checks every long-running service', () => {
    for (const name of ['postgres', 'redis', 'api', 'worker'])
      expect(compose.services[name].healthcheck?.test).toBeDefined();
  });

  it("checks the worker's heartbeat, a check that can fail, in compose and in the image", () => {
    const script = 'dist/apps/worker/src/healthcheck.js';
    expect(compose.services.worker.healthcheck.test).toEqual(['CMD', 'node', script]);
    expect(dockerfile).toContain(`HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["node", "${script}"]`);
    expect(existsSync(join(root, 'apps/worker/src/healthcheck.ts'))).toBe(true);
    expect(JSON.stringify(compose)).not.toContain('kill -0');
  });

  it('starts api and worker only after migrations succeeded and Redis is healthy', () => {
    for (const name of ['api', 'worker']) {
      expect(compose.services[name].depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
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
