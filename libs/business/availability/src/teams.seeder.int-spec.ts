import { DEFAULT_WORKING_WINDOW } from '@app/contracts';
import { startTestApp, TestApp } from '@app/testing';
import { SEED_TEAM_NAMES, teamsSeeder } from './teams.seeder';

describe('the teams seed', () => {
  let t: TestApp;
  const seeded = () =>
    t.dataSource.query(
      `SELECT t.name, count(w.id)::int AS windows, min(w.start_minute) AS start, max(w.end_minute) AS "end"
       FROM teams t JOIN team_working_windows w ON w.team_id = t.id WHERE t.name = ANY($1) GROUP BY t.name ORDER BY 1`,
      [SEED_TEAM_NAMES],
    );

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives a new database two teams working every day 9:00 AM-8:00 PM, and a second run adds nothing', async () => {
    const { startMinute: start, endMinute: end } = DEFAULT_WORKING_WINDOW;
    const expected = SEED_TEAM_NAMES.map((name) => ({ name, windows: 7, start, end }));
    expect(await seeded()).toEqual(expected);
    const [before] = await t.dataSource.query(`SELECT count(*)::int AS n FROM teams`);
    await teamsSeeder.run(t.dataSource);
    const [after] = await t.dataSource.query(`SELECT count(*)::int AS n FROM teams`);
    expect(after.n).toBe(before.n);
    expect(await seeded()).toEqual(expected);
  });
});
