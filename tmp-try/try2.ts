import { startEmbeddedPostgres, walSpoolFor, postgresUser } from '@app/devstack';
import { openBackupTarget, shipWal, takeBaseBackup, restore } from '@app/backup';
import { Client } from 'pg';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function main() {
  const dir = await mkdtemp('/var/tmp/eng-try-');
  await chmod(dir, 0o755);
  const data = join(dir, 'pg');
  const spool = walSpoolFor(data);
  let pg = await startEmbeddedPostgres(data, 55435, (l) => console.log('PG:', l), { archive: true });
  await pg.ensureDatabase('champions');
  const url = pg.url('champions');
  const q = async (sql: string) => { const c = new Client({ connectionString: url }); await c.connect(); try { return (await c.query(sql)).rows; } finally { await c.end(); } };
  await q('create table t(x int)'); await q('insert into t values (0)');
  const target = openBackupTarget({ kind: 'folder', dir: join(dir, 'backups') });
  await takeBaseBackup({ target, databaseUrl: pg.url('postgres'), dataDir: data });
  await q('insert into t values (1)');
  await sleep(1200);
  const t1 = new Date();
  await sleep(1200);
  await q('insert into t values (2)');
  await q('select pg_switch_wal()');
  await sleep(1000);
  console.log(await shipWal({ target, walSpool: spool }));
  await pg.stop();
  await rm(data, { recursive: true, force: true });
  const t0 = Date.now();
  const result = await restore({
    target, to: t1, dataDir: data, walSpool: spool, database: 'champions', owner: await postgresUser(),
    startServer: async (settings, watch) => { console.log(settings); pg = await startEmbeddedPostgres(data, 55435, (l) => console.log('PG:', l), { archive: true, settings, watch }); return pg; },
    onProgress: (p) => p.stage !== "unpack" && console.log(JSON.stringify(p)),
  });
  console.log(result, Date.now() - t0, 'ms');
  pg = await startEmbeddedPostgres(data, 55435, (l) => console.log('PG:', l), { archive: true });
  console.log(await q('select * from t order by x'));
  await pg.stop();
  console.log(dir);
}
main().catch((e) => { console.error(e); process.exit(1); });
