import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import type { HostParty } from '@app/contracts';
import {
  allocateToTeam,
  binaryBody,
  confirmAsAdmin,
  daysFromToday,
  Inbox,
  loginAsAdmin,
  pdfPages,
  registerUser,
  restoreSeedTeams,
  RosterParties,
  rosterChild as child,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  twoHostTeams,
  waitFor,
  type Agent,
  type TestApp,
} from '@app/testing';
import { PartyDayModule } from '@app/party';
import { DocumentsModule, DocumentsWorkerModule } from '../documents.module';

/** Chromium, the queue and SMTP: on a loaded 2-core machine that takes a while. */
const CASE_MS = 90_000;

/**
 * The host's certificates (docs/product/party-day.md#certificates): a page per child who came, each with their title
 * from the party day, downloaded or e-mailed to the parent.
 */
describe("the host's award certificates", () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let hostA: Agent;
  let hostB: Agent;
  let keys = 0;

  beforeAll(async () => {
    t = await startTestApp({ imports: [PartyDayModule, DocumentsModule] });
    // Off the shared queues, where other suites' test workers would take jobs they cannot run: the documents suite's
    // Redis database, whose workers run the same module (and a Jest worker runs its suites one at a time).
    worker = await startTestWorker({
      imports: [DocumentsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('documents') },
    });
    admin = await loginAsAdmin(t.server);
    let teamA: number;
    ({ teamA, hostA, hostB } = await twoHostTeams(t, admin, ['Sam Host', 'Other Host']));
    const parties = await RosterParties.of(t);
    const { id, link } = await parties.book(6, {
      eventDate: daysFromToday(150),
      eventTime: '14:00',
      parentEmail: parentEmail,
    });
    partyId = id;
    await allocateToTeam(t, id, teamA);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: ['Ava', 'Leo', 'Zoe', 'Mia'].map((n, i) => child(n, { age: 6 + i })) })
      .expect(200);
    await confirmAsAdmin(t, id);
  }, CASE_MS);
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await worker?.close();
    await t?.close();
  });

  const parentEmail = `certificates.${Date.now()}@example.com`;
  let partyId: string;
  const key = () => `host-certificates-${keys++}`;
  const base = () => `/api/host/parties/${partyId}`;
  const SUBJECT = "Award certificates: Maya's Birthday Party";
  const certificatesMails = async () =>
    (await inbox.parsedMails({ to: parentEmail })).filter((m) => m.subject === SUBJECT);
  const put = (path: string, body: Record<string, unknown>) =>
    hostA.put(`${base()}${path}`).set('Idempotency-Key', key()).send(body).expect(200);

  /** Ava's team won, Leo has the host's own award, Zoe took part; Mia did not come. */
  const runTheParty = async () => {
    const party = (await hostA.get(base()).expect(200)).body as HostParty;
    const id = Object.fromEntries(party.children.map((c) => [c.firstName, c.id]));
    for (const name of ['Ava', 'Leo', 'Zoe']) await put(`/checkins/${id[name]}`, { arrived: true });
    await put('/teams', {
      teams: [
        { id: 'red', name: 'Red Rockets', colour: 'red', childIds: [id.Ava] },
        { id: 'blue', name: 'Blue Sharks', colour: 'blue', childIds: [id.Leo] },
        { id: 'green', name: 'Green Geckos', colour: 'green', childIds: [id.Zoe] },
      ],
    });
    await put(`/results/${party.games[0].id}`, { deviceId: 'phone-a', winnerTeamId: 'red' });
    await put('/awards', { special: [{ childId: id.Leo, title: 'Best Team Spirit' }] });
  };
  const expected = [
    ['Ava', 'Champion Award'],
    ['Leo', 'Best Team Spirit'],
    ['Zoe', 'Star Player Award'],
  ];
  const expectTitles = (pages: string[]) => {
    expect(pages).toHaveLength(expected.length);
    pages.forEach((page, i) => {
      const text = page.replace(/\s+/g, ' ');
      expect(text).toContain(expected[i][0]);
      expect(text).toContain(expected[i][1]);
    });
  };

  it(
    'prints a page per child who came, each with their title; e-mails the same to the parent once per version',
    async () => {
      await runTheParty();
      const path = `${base()}/certificates?paper=a4`;
      const res = await waitFor(
        async () => {
          const answer = await hostA.get(path).buffer(true).parse(binaryBody);
          return answer.status === 200 ? answer : undefined;
        },
        45_000,
        'the certificates built',
      );
      expect(res.headers['content-type']).toBe('application/pdf');
      expectTitles(await pdfPages(res.body as Buffer));

      const once = key();
      const send = (idempotencyKey = once) =>
        hostA.post(`${base()}/certificates/email`).set('Idempotency-Key', idempotencyKey).send({});
      const first = await send().expect(202);
      expect(first.body).toEqual({ status: 'sending', requestedAt: expect.any(String) });
      const again = await send().expect(202);
      expect(again.headers['idempotent-replayed']).toBe('true');
      // The same certificates asked for again, each a tap of its own (new keys), at once and after: nothing is sent.
      const taps = await Promise.all([key(), key(), key()].map((k) => send(k)));
      for (const tap of taps) {
        expect(tap.status).toBe(200);
        expect(tap.body).toEqual({ status: 'already-sent', requestedAt: first.body.requestedAt });
      }
      const [mail] = await waitFor(
        async () => {
          const mails = await certificatesMails();
          return mails.length > 0 && mails;
        },
        60_000,
        'the certificates e-mailed',
      );
      const [pdf] = mail.attachments;
      expect(pdf.contentType).toBe('application/pdf');
      expectTitles(await pdfPages(pdf.content));
      // Neither the replay nor the taps sent a second one.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await certificatesMails()).toHaveLength(1);

      // A changed award is a new version: it goes once more.
      const party = (await hostA.get(base()).expect(200)).body as HostParty;
      const leo = party.children.find((c) => c.firstName === 'Leo')!.id;
      await put('/awards', { special: [{ childId: leo, title: 'Kindest Player' }] });
      expect((await send(key()).expect(202)).body.status).toBe('sending');
      expect((await send(key()).expect(200)).body.status).toBe('already-sent');
      const [, changed] = await waitFor(
        async () => {
          const mails = await certificatesMails();
          return mails.length > 1 && mails;
        },
        60_000,
        'the changed certificates e-mailed',
      );
      expect((await pdfPages(changed.attachments[0].content)).join(' ')).toContain('Kindest Player');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await certificatesMails()).toHaveLength(2);
    },
    CASE_MS * 2,
  );

  it('answers another host with the 404 of a missing party, and a parent with 403', async () => {
    const { agent: parent } = await registerUser(t.server);
    for (const agent of [hostB, parent]) {
      const status = agent === hostB ? 404 : 403;
      await agent.get(`${base()}/certificates`).expect(status);
      await agent.post(`${base()}/certificates/email`).set('Idempotency-Key', key()).send({}).expect(status);
    }
  });
});
