import { startTestApp, TestApp } from '@app/testing';

describe('audit entries are never changed once written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [] });
  });
  afterAll(() => t.close());

  it('refuses an UPDATE or a DELETE of an entry', async () => {
    // Rolled back at the end: the entry cannot be deleted, so it must never reach the shared database.
    const q = t.dataSource.createQueryRunner();
    await q.startTransaction();
    try {
      const [{ id }] = await q.query(
        `INSERT INTO audit_entries (subject_type, subject_id, action, actor_name, after)
         VALUES ('booking', 'immutable-check', 'created', 'Parent', '{"total": "895.00"}') RETURNING id`,
      );
      await q.query(`SAVEPOINT edit`);
      await expect(
        q.query(`UPDATE audit_entries SET after = '{"total": "1055.00"}' WHERE id = $1`, [id]),
      ).rejects.toThrow(/audit entries are never changed \(UPDATE/);
      await q.query(`ROLLBACK TO SAVEPOINT edit`);
      await expect(q.query(`DELETE FROM audit_entries WHERE id = $1`, [id])).rejects.toThrow(
        /audit entries are never changed \(DELETE/,
      );
      await q.query(`ROLLBACK TO SAVEPOINT edit`);
      expect(await q.query(`SELECT after FROM audit_entries WHERE id = $1`, [id])).toEqual([
        { after: { total: '895.00' } },
      ]);
    } finally {
      await q.rollbackTransaction();
      await q.release();
    }
  });
});
