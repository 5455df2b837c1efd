import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingLinks } from '@app/bookings';
import { addDays, todayIn } from '@app/contracts';
import { SettingsService } from '@app/settings';
import { bookingPayload, catalogueGameIds, startTestApp, startTestWorker, type TestApp } from '@app/testing';
import { RosterModule, RosterWorkerModule } from './roster.module';
import { RosterRetention } from './roster-retention';

describe("roster retention (children's data is deleted Settings' rosterRetentionDays after the event)", () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    worker = await startTestWorker({ imports: [RosterWorkerModule] });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  /** A party with one child listed and an invitation on, its event then moved to `daysAgo` days before today. */
  async function partyHeld(daysAgo: number): Promise<string> {
    const games = await catalogueGameIds(t.server);
    const { id } = (
      await request(t.server)
        .post('/api/bookings')
        .send(bookingPayload(games.slice(0, 3)))
        .expect(201)
    ).body as { id: string };
    const link = `token=${t.app.get(BookingLinks).token(id)}`;
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [{ firstName: 'Maya', shirtSize: 'YM', notes: 'Asthma', photoConsent: true }] })
      .expect(200);
    await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: false }).expect(201);
    const day = addDays(todayIn(t.config.business.timeZone), -daysAgo);
    // Straight to the table: no path moves an event into the past (the team's allocation goes with it).
    await t.dataSource.query(`DELETE FROM allocations WHERE booking_id = $1`, [id]);
    await t.dataSource.query(`UPDATE bookings SET event_date = $2 WHERE id = $1`, [id, day]);
    return id;
  }

  const rowsOf = async (db: DataSource, id: string) => ({
    children: (await db.query(`SELECT 1 FROM roster_children WHERE booking_id = $1`, [id])).length,
    roster: (await db.query(`SELECT 1 FROM rosters WHERE booking_id = $1`, [id])).length,
    booking: (await db.query(`SELECT 1 FROM bookings WHERE id = $1`, [id])).length,
  });

  it("deletes a roster past its retention and keeps a recent one's and the booking", async () => {
    const { rosterRetentionDays: days } = await worker.get(SettingsService).current();
    const old = await partyHeld(days + 1);
    const recent = await partyHeld(days);
    const result = await worker.get(RosterRetention).prune();
    expect(result.rosters).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(t.dataSource, old)).toEqual({ children: 0, roster: 0, booking: 1 });
    expect(await rowsOf(t.dataSource, recent)).toEqual({ children: 1, roster: 1, booking: 1 });
  });
});
