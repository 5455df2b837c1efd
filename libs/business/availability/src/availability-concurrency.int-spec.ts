import { todayIn } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@app/database';
import { durationMinutes } from '@app/pricing';
import { forgetAvailabilityAnswers, restoreSeedTeams, startTestApp, TestApp, useOnlyTeams } from '@app/testing';
import { AvailabilityModule } from './availability.module';
import { AvailabilityService } from './availability.service';
import { shiftDay } from './start-times';

const CLAIMS = 100;

describe('AvailabilityService under concurrency', () => {
  let t: TestApp;
  let connections: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ imports: [AvailabilityModule] });
    // Connections of their own, many at once, so the claims really meet inside PostgreSQL.
    connections = new DataSource({ ...dataSourceOptions(t.config.databaseUrl), extra: { max: 40 } });
    await connections.initialize();
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await connections.destroy();
    await t.close();
  });

  it(`${CLAIMS} claims for the last free time with two teams: exactly 2 succeed, the rest are SLOT_TAKEN`, async () => {
    const service = t.app.get(AvailabilityService);
    const day = shiftDay(todayIn(t.config.business.timeZone), 30);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    // Both teams work 10:00-11:30 that weekday only: a 3-game event (90 min) can start at 10:00 and nowhere else.
    await useOnlyTeams(t.dataSource, [
      [{ weekday, startMinute: 600, endMinute: 690 }],
      [{ weekday, startMinute: 600, endMinute: 690 }],
    ]);
    expect((await service.availability({ from: day, to: day, games: 3 })).days[0].times).toEqual(['10:00']);

    const outcomes = await Promise.all(
      Array.from({ length: CLAIMS }, () =>
        connections
          .transaction((manager) =>
            service.claim(manager, {
              bookingId: randomUUID(),
              kind: 'hold',
              eventDate: day,
              eventTime: '10:00',
              durationMinutes: durationMinutes(3),
            }),
          )
          .then(
            (allocation) => `team ${allocation.teamId}`,
            (err: { code?: string; message?: string }) => err.code ?? `unexpected: ${err.message}`,
          ),
      ),
    );
    const counts = outcomes.reduce<Record<string, number>>((all, o) => ({ ...all, [o]: (all[o] ?? 0) + 1 }), {});
    expect(Object.values(counts).sort((a, b) => a - b)).toEqual([1, 1, CLAIMS - 2]);
    expect(counts.SLOT_TAKEN).toBe(CLAIMS - 2);
    // The claims committed through connections the app does not know (no AvailabilityAnswers watches them).
    await forgetAvailabilityAnswers();
    expect((await service.availability({ from: day, to: day, games: 3 })).days[0].times).toEqual([]);
  });
});
