import type { DataSource } from 'typeorm';
import { KEPT_READ_MS } from '@app/database';
import { CatalogSnapshot } from './catalog-snapshot.service';

/**
 * A database whose version reads answer only when the test says so (a pool with no free connection, or PostgreSQL
 * away), and whose catalogue is empty at the version last read.
 */
function slowDatabase() {
  let version = '1';
  const answer: (() => void)[] = [];
  const manager = {
    query: () => new Promise((resolve) => answer.push(() => resolve([{ version }]))),
    find: async () => [],
  };
  const dataSource = {
    manager,
    transaction: async (_level: string, work: (m: unknown) => Promise<unknown>) =>
      work({ query: async () => [{ version }], find: async () => [] }),
  } as unknown as DataSource;
  const answerVersion = (next: string) => {
    version = next;
    for (const resolve of answer.splice(0)) resolve();
  };
  return { dataSource, answerVersion, pending: () => answer.length };
}

describe('CatalogSnapshot', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers from the copy in hand while a version check waits for the database', async () => {
    const db = slowDatabase();
    const snapshot = new CatalogSnapshot(db.dataSource);
    const first = snapshot.current();
    db.answerVersion('1');
    const loaded = await first;
    expect(loaded.version).toBe('1');

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + KEPT_READ_MS + 1);
    // The check is due and its query hangs: the read is answered at once, not with a promise of the check.
    expect(snapshot.current()).toBe(loaded);
    expect(snapshot.current()).toBe(loaded);
    expect(db.pending()).toBe(1);

    db.answerVersion('2');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await snapshot.current()).version).toBe('2');
  });

  it('makes a read after a change in this process wait for its check, so its author reads the change back', async () => {
    const db = slowDatabase();
    const snapshot = new CatalogSnapshot(db.dataSource);
    const first = snapshot.current();
    db.answerVersion('1');
    await first;

    snapshot.invalidate();
    const afterChange = snapshot.current();
    expect(afterChange).toBeInstanceOf(Promise);
    db.answerVersion('2');
    expect((await afterChange).version).toBe('2');
  });
});
