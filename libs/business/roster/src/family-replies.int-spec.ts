import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobQueue } from '@app/queue';
import {
  buttonsIn,
  Inbox,
  RosterParties,
  rosterChild as child,
  startTestApp,
  startTestWorker,
  unique,
  waitFor,
  type TestApp,
} from '@app/testing';
import { FAMILY_REPLIES_EVERY_MS } from './family-replies-notifier';
import { RosterModule, RosterWorkerModule } from './roster.module';

/** The host hears who answered the invitation link, at most once a day
 * (docs/product/roster.md#the-roster-on-the-server). */
describe("the host's e-mail of families' replies", () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let parties: RosterParties;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    worker = await startTestWorker({ imports: [RosterWorkerModule], overrides: { SMTP_URL: inbox.smtpUrl } });
    parties = await RosterParties.of(t);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const answer = (path: string, body: object) => request(t.server).post(`${path}/children`).send(body).expect(201);
  const jobOf = (id: string, last: number) =>
    worker.get(JobQueue).queue('email').getJob(`family-replies@${id}@${last}`);
  const notifiedAt = async (id: string): Promise<Date> => {
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT replies_notified_at AS at FROM rosters WHERE booking_id = $1`, [id]);
    return row.at as Date;
  };

  it('lists the first answer at once, then those since in one e-mail a day later', async () => {
    const to = `${unique('host')}@example.com`;
    const { id, link } = await parties.book(10, { parentEmail: to, parentName: 'Pat Host' });
    const path = await parties.invite(id, link);

    await answer(path, child('Mia', { attending: true }));
    const [first] = await inbox.waitForMails({ to });
    expect(first.subject).toBe("New answers to Maya's party invitation");
    expect(first.text).toContain('Hi Pat,');
    expect(first.text).toContain("A family answered the invitation to Maya's party:\n\nMia: coming\n");
    expect(first.text).toContain('1 of the 10 children you booked for are on the list now.');
    const page = /View the guest list: (\S+)/.exec(first.text)![1];
    expect(page).toContain(`${t.config.publicUrl}/bookings/${id}?token=`);
    expect(buttonsIn(await inbox.html(first))).toEqual({ 'View the guest list': page });

    // Two more answers the same day: nothing now, one job waiting for the day to end.
    await waitFor(async () => (await notifiedAt(id)) !== null, 10_000, 'the first e-mail recorded');
    const last = (await notifiedAt(id)).getTime();
    await answer(path, child('Kai', { attending: false }));
    await answer(path, child('Noa', { attending: true }));
    const waiting = await waitFor(() => jobOf(id, last), 10_000, 'the next day’s job');
    expect(await waiting.isDelayed()).toBe(true);
    expect(waiting.opts.delay).toBeGreaterThan(FAMILY_REPLIES_EVERY_MS - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await inbox.mails({ to })).toHaveLength(1);

    // The day is over: the one e-mail lists both answers since, and only them.
    await waiting.promote();
    await waitFor(async () => (await inbox.mails({ to })).length === 2, 15_000, 'the second e-mail');
    const second = (await inbox.mails({ to })).find((m) => m.text !== first.text)!;
    expect(second.text).toContain(
      "2 families answered the invitation to Maya's party:\n\nKai: can't come\nNoa: coming\n",
    );
    expect(second.text).not.toContain('Mia:');
    expect(second.text).toContain('2 of the 10 children you booked for are on the list now.');
    await waitFor(async () => (await notifiedAt(id)).getTime() > last, 10_000, 'the second e-mail recorded');
  });
});
