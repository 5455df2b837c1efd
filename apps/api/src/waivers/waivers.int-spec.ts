import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { BookingLinks } from '@app/bookings';
import {
  historySentence,
  type AdminBookingDetail,
  type AdminWaiverSettings,
  type HostParty,
  type InvitationView,
} from '@app/contracts';
import { DocumentsModule, DocumentsWorkerModule, ReminderScan } from '@app/documents';
import { PartyDayModule } from '@app/party';
import { RosterModule } from '@app/roster';
import {
  avaAndLeoParty,
  binaryBody,
  bookingHistory,
  daysFromToday,
  Inbox,
  pdfText,
  rosterChild,
  spareRedisUrl,
  startTestWorker,
  unique,
  useHostPartyBed,
  waitFor,
} from '@app/testing';
import { WaiversApiModule, WaiversWorkerModule, waiverTextHash } from '@app/waivers';

/** A 1×1 PNG: a drawn signature as a canvas gives it. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TEXT_V1 = 'Games involve running and pulling.\n\nI accept the risks of play for my child.';
const TEXT_V2 = 'Games involve running, pulling and sack races.\n\nI accept the risks of play for my child.';
/** Each case waits on the queue, SMTP or Chromium: slow on a loaded 2-core machine. */
const CASE_MS = 90_000;

/**
 * Waivers against the real database, Redis, SMTP and Chromium (docs/product/waivers.md): the versions a signature
 * keeps, the record no one can change, the invitation reply's and the host phone's signatures, check-in's rule both
 * ways, the office's PDF and the reminder, and nothing asked while waivers are off.
 */
describe('waivers', () => {
  const bed = useHostPartyBed([PartyDayModule, RosterModule, WaiversApiModule, AdminModule, DocumentsModule]);
  const inbox = Inbox.ofTestRun();
  let worker: INestApplicationContext;
  let days = 0;
  let keys = 0;
  /** The waiver's version now: every save of a text unlike the latest adds one. */
  let version = 0;

  /** A signature as the forms send it, of the version now unless said. */
  const signed = (signerName: string, extra: Record<string, unknown> = {}) => ({
    version,
    signerName,
    agreed: true,
    parentOrGuardian: true,
    ...extra,
  });

  beforeAll(async () => {
    worker = await startTestWorker({
      imports: [DocumentsWorkerModule, WaiversWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('waivers') },
    });
  }, CASE_MS);
  afterEach(async () => {
    // Later suites of this Jest worker share the database: they find waivers off, as shipped.
    await bed.t.dataSource.query(`DELETE FROM waiver_settings`);
  });
  afterAll(async () => {
    await worker?.close();
  }, CASE_MS);

  const settings = async (body: { waiversEnabled: boolean; arriveWithoutWaiver?: boolean; text?: string }) => {
    const res = await bed.admin
      .put('/api/admin/waivers')
      .send({ arriveWithoutWaiver: false, text: TEXT_V1, ...body })
      .expect(200);
    const saved = res.body as AdminWaiverSettings;
    version = saved.current?.version ?? 0;
    return saved;
  };
  const party = () => avaAndLeoParty(bed, { eventDate: daysFromToday(120 + days++), bookedADayAgo: true });
  const linkOf = (id: string) => `token=${bed.t.app.get(BookingLinks).token(id)}`;
  const read = async (id: string) => (await bed.hostA.get(`/api/host/parties/${id}`).expect(200)).body as HostParty;
  const detail = async (id: string) =>
    (await bed.admin.get(`/api/admin/bookings/${id}`).expect(200)).body as AdminBookingDetail;
  const host = (method: 'put' | 'post', path: string, body: object, key = `waivers-${keys++}`) =>
    bed.hostA[method](path).set('Idempotency-Key', key).send(body);

  it(
    'a signature keeps its version and text hash after the text changes; a stale version is a 409 with the text now',
    async () => {
      const v1 = await settings({ waiversEnabled: true });
      const first = v1.current!.version;
      expect(v1.current).toMatchObject({ text: TEXT_V1, textHash: waiverTextHash(TEXT_V1) });
      const id = await party();
      const link = linkOf(id);
      const own = await request(bed.t.server)
        .post(`/api/bookings/${id}/waiver?${link}`)
        .set('User-Agent', 'WaiverTest/1.0')
        .send(signed('Rosa Lopez', { drawnSignature: DRAWN }))
        .expect(201);
      expect(own.body).toMatchObject({ required: true, signature: { signerName: 'Rosa Lopez', version: first } });

      const v2 = await settings({ waiversEnabled: true, text: TEXT_V2 });
      expect(v2.current?.version).toBe(first + 1);
      expect(v2.versions.slice(0, 2).map((v) => [v.version, v.signatures])).toEqual([
        [first + 1, 0],
        [first, 1],
      ]);
      const [record] = (await detail(id)).waivers.signatures;
      expect(record).toMatchObject({
        childId: null,
        signerName: 'Rosa Lopez',
        version: first,
        textHash: waiverTextHash(TEXT_V1),
        userAgent: 'WaiverTest/1.0',
        channel: 'booking-page',
        drawn: true,
      });
      expect(record.clientAddress).toBeTruthy();

      // Another family, on the old text: told it changed, with the new text to read.
      const path = await bed.parties.invite(id, link);
      const stale = await request(bed.t.server)
        .post(`${path}/children`)
        .send({
          ...rosterChild('Mia', { age: 6 }),
          attending: true,
          emergencyPhone: '512 555 0100',
          waiver: signed('Jo Park', { version: first, email: `${unique('jo')}@example.com` }),
        })
        .expect(409);
      expect(stale.body).toMatchObject({
        code: 'WAIVER_VERSION_STALE',
        details: { current: { version: first + 1, text: TEXT_V2 } },
      });
      // The parent signs once.
      const again = await request(bed.t.server)
        .post(`/api/bookings/${id}/waiver?${link}`)
        .send(signed('Rosa Lopez'))
        .expect(409);
      expect(again.body.code).toBe('WAIVER_ALREADY_SIGNED');
    },
    CASE_MS,
  );

  it('the record is immutable: the database refuses an UPDATE or a DELETE of a signature or a version', async () => {
    await settings({ waiversEnabled: true });
    const id = await party();
    await request(bed.t.server)
      .post(`/api/bookings/${id}/waiver?${linkOf(id)}`)
      .send(signed('Rosa Lopez'))
      .expect(201);
    const db = bed.t.dataSource;
    await expect(
      db.query(`UPDATE waiver_signatures SET signer_name = 'Someone Else' WHERE booking_id = $1`, [id]),
    ).rejects.toThrow(/waiver records are never changed \(UPDATE/);
    await expect(db.query(`DELETE FROM waiver_signatures WHERE booking_id = $1`, [id])).rejects.toThrow(
      /never changed \(DELETE/,
    );
    await expect(db.query(`UPDATE waiver_versions SET text = 'nothing'`)).rejects.toThrow(/never changed/);
    const [row] = await db.query(`SELECT signer_name FROM waiver_signatures WHERE booking_id = $1`, [id]);
    expect(row.signer_name).toBe('Rosa Lopez');
  });

  it(
    'an invited family signs when it says "coming": required, recorded, and its copy e-mailed once',
    async () => {
      const { current } = await settings({ waiversEnabled: true });
      const id = await party();
      const path = await bed.parties.invite(id, linkOf(id));
      const view = (await request(bed.t.server).get(path).expect(200)).body as InvitationView;
      expect(view.waiver).toMatchObject({ version: current!.version, text: TEXT_V1 });
      const child = { ...rosterChild('Mia', { age: 6 }), attending: true };
      const missing = await request(bed.t.server).post(`${path}/children`).send(child).expect(422);
      expect(missing.body).toMatchObject({
        code: 'WAIVER_REQUIRED',
        fields: { waiver: expect.any(String), emergencyPhone: expect.any(String) },
      });
      const notGuardian = await request(bed.t.server)
        .post(`${path}/children`)
        .send({
          ...child,
          emergencyPhone: '5125550100',
          waiver: signed('Jo Park', { email: 'jo@example.com', parentOrGuardian: false }),
        })
        .expect(422);
      expect(notGuardian.body.code).toBe('WAIVER_GUARDIAN_REQUIRED');

      const email = `${unique('jo')}@example.com`;
      await request(bed.t.server)
        .post(`${path}/children`)
        .send({
          ...child,
          emergencyPhone: '(512) 555-0100',
          medicalNote: 'Asthma: inhaler in bag',
          waiver: signed('Jo Park', { email }),
        })
        .expect(201);
      const mia = (await read(id)).children.find((c) => c.firstName === 'Mia');
      expect(mia).toMatchObject({
        waiver: 'signed',
        emergencyPhone: '5125550100',
        medicalNote: 'Asthma: inhaler in bag',
      });

      const [copy] = await inbox.waitForMails({ to: email });
      expect(copy.subject).toBe('Your signed waiver for Mia');
      const [parsed] = await inbox.parsedMails({ to: email });
      for (const words of ['Signed by: Jo Park', 'Child: Mia', waiverTextHash(TEXT_V1), 'I accept the risks of play']) {
        expect(parsed.text).toContain(words);
      }
      await new Promise((r) => setTimeout(r, 1500)); // time for a wrongly sent second copy to arrive
      expect(await inbox.mails({ to: email })).toHaveLength(1);
    },
    CASE_MS,
  );

  it('check-in: a child without a signature is refused, unless the business allows it and the history says so', async () => {
    await settings({ waiversEnabled: true });
    const id = await party();
    const kept = await read(id);
    expect(kept.waivers).toMatchObject({ required: true, arriveWithoutWaiver: false, text: { version } });
    expect(kept.waivers.hostChild).toEqual({ name: 'Maya Lopez', state: 'missing' });
    const [ava, leo] = kept.children;
    expect([ava.waiver, leo.waiver]).toEqual(['missing', 'missing']);

    const refused = await host('put', `/api/host/parties/${id}/checkins/${ava.id}`, { arrived: true }).expect(409);
    expect(refused.body).toMatchObject({ code: 'WAIVER_NOT_SIGNED', message: expect.stringContaining('Ava') });
    expect((await read(id)).arrivedCount).toBe(0);

    // Signed at the door on the phone: then in.
    await host('post', `/api/host/parties/${id}/waivers`, {
      id: randomUUID(),
      childId: ava.id,
      ...signed('Kim Ava-Parent', { email: `${unique('kim')}@example.com` }),
    }).expect(201);
    await host('put', `/api/host/parties/${id}/checkins/${ava.id}`, { arrived: true }).expect(200);

    await settings({ waiversEnabled: true, arriveWithoutWaiver: true });
    const allowed = await host('put', `/api/host/parties/${id}/checkins/${leo.id}`, { arrived: true }).expect(200);
    expect((allowed.body as HostParty).arrivedCount).toBe(2);
    const entries = (await bookingHistory(bed.t, id)).filter((e) => e.action === 'arrived-without-waiver');
    expect(entries.map((e) => historySentence(e))).toEqual([
      'Leo checked in by Sam without a signed waiver, as the settings allow',
    ]);
  });

  it('a walk-in signed on the phone, replayed by the outbox with a new key, is one walk-in and one record', async () => {
    await settings({ waiversEnabled: true });
    const id = await party();
    const without = await host('post', `/api/host/parties/${id}/walk-ins`, { firstName: 'Zoe', age: 6 }).expect(422);
    expect(without.body.code).toBe('WAIVER_REQUIRED');
    const walkIn = {
      childId: randomUUID(),
      firstName: 'Zoe',
      age: 6,
      waiver: { id: randomUUID(), ...signed('Lee Zoe-Parent', { email: `${unique('lee')}@example.com` }) },
      at: new Date(Date.now() - 60_000).toISOString(),
    };
    // A version the phone did not have: refused before the walk-in joins, so nothing is half done.
    const stale = { ...walkIn, waiver: { ...walkIn.waiver, version: version + 1 } };
    const refused = await host('post', `/api/host/parties/${id}/walk-ins`, stale).expect(409);
    expect(refused.body.code).toBe('WAIVER_VERSION_STALE');
    expect((await read(id)).children.some((c) => c.firstName === 'Zoe')).toBe(false);
    await host('post', `/api/host/parties/${id}/walk-ins`, walkIn).expect(201);
    const replay = await host('post', `/api/host/parties/${id}/walk-ins`, walkIn).expect(201);
    const zoes = (replay.body as HostParty).children.filter((c) => c.firstName === 'Zoe');
    expect(zoes).toEqual([
      expect.objectContaining({ id: walkIn.childId, waiver: 'signed', arrived: true, walkIn: true }),
    ]);
    const rows = await bed.t.dataSource.query(`SELECT id, channel FROM waiver_signatures WHERE booking_id = $1`, [id]);
    expect(rows).toEqual([{ id: walkIn.waiver.id, channel: 'host-phone' }]);
  });

  it(
    "the office: the booking lists signatures and those missing; the party's PDF names every signer and child",
    async () => {
      await settings({ waiversEnabled: true });
      const id = await party();
      const link = linkOf(id);
      await request(bed.t.server).post(`/api/bookings/${id}/waiver?${link}`).send(signed('Rosa Lopez')).expect(201);
      const path = await bed.parties.invite(id, link);
      await request(bed.t.server)
        .post(`${path}/children`)
        .send({
          ...rosterChild('Mia', { age: 6 }),
          attending: true,
          emergencyPhone: '5125550100',
          waiver: signed('Jo Park', { email: `${unique('jo')}@example.com` }),
        })
        .expect(201);
      await host('post', `/api/host/parties/${id}/walk-ins`, {
        firstName: 'Zoe',
        age: 6,
        waiver: { id: randomUUID(), ...signed('Lee Zoe-Parent', { email: `${unique('lee')}@example.com` }) },
      }).expect(201);

      const { waivers } = await detail(id);
      expect(waivers.required).toBe(true);
      expect(waivers.signatures.map((s) => [s.signerName, s.childName, s.channel])).toEqual([
        ['Rosa Lopez', 'Maya Lopez', 'booking-page'],
        ['Jo Park', 'Mia', 'invitation'],
        ['Lee Zoe-Parent', 'Zoe', 'host-phone'],
      ]);
      expect(waivers.missing.map((m) => m.childName)).toEqual(['Ava', 'Leo']);

      const pdfPath = `/api/admin/bookings/${id}/waivers.pdf`;
      await bed.hostA.get(pdfPath).expect(403);
      const res = await waitFor(
        async () => {
          const r = await bed.admin.get(pdfPath).buffer(true).parse(binaryBody);
          return r.status === 200 ? r : undefined;
        },
        60_000,
        'the waivers PDF built',
      );
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = (await pdfText(res.body)).replace(/\s+/g, ' ');
      for (const [child, signer] of [
        ['Maya Lopez', 'Rosa Lopez'],
        ['Mia', 'Jo Park'],
        ['Zoe', 'Lee Zoe-Parent'],
      ]) {
        expect(text).toContain(`Waiver for ${child}, signed by ${signer}`);
      }
      expect(text).toContain('I accept the risks of play for my child.');
      expect(text).toContain(waiverTextHash(TEXT_V1));

      const sheet = await waitFor(
        async () => {
          const r = await bed.admin.get(`/api/admin/bookings/${id}/run-sheet.pdf`).buffer(true).parse(binaryBody);
          return r.status === 200 ? r : undefined;
        },
        60_000,
        'the run sheet built',
      );
      const sheetText = (await pdfText(sheet.body)).replace(/\s+/g, ' ');
      expect(sheetText).toContain('2 waivers missing');
      expect(sheetText.match(/Waiver missing/g)).toHaveLength(2);
    },
    CASE_MS,
  );

  /** The party moved to start `hours` from now, on the business's clock. */
  const startsIn = (id: string, hours: number) =>
    bed.t.dataSource.query(
      `UPDATE bookings SET event_date = (now() AT TIME ZONE $2 + $3::interval)::date,
         event_time = to_char(now() AT TIME ZONE $2 + $3::interval, 'HH24:MI') WHERE id = $1`,
      [id, bed.t.config.business.timeZone, `${hours} hours`],
    );
  const reminded = async (id: string) =>
    (
      await bed.t.dataSource.query(
        `SELECT sent_at FROM booking_reminders WHERE booking_id = $1 AND kind = 'waivers-48h'`,
        [id],
      )
    ).length;

  it(
    'two days before, the parent of a party with unsigned waivers is reminded once',
    async () => {
      await settings({ waiversEnabled: true });
      const id = await party();
      await startsIn(id, 30);
      const [{ parent_email: to }] = await bed.t.dataSource.query(`SELECT parent_email FROM bookings WHERE id = $1`, [
        id,
      ]);
      const scan = worker.get(ReminderScan);
      await Promise.all([scan.scan(), scan.scan()]);
      const [mail] = await inbox.waitForMails({ to, subject: /^Waivers still to sign/ });
      expect(mail.subject).toBe("Waivers still to sign for Maya Lopez's Birthday Party");
      const [parsed] = await inbox.parsedMails({ to, subject: /^Waivers still to sign/ });
      expect(parsed.text).toContain("Please sign the waiver for Maya Lopez on your booking's page");
      expect(parsed.text).toMatch(/- Ava\n- Leo/);
      await waitFor(
        async () =>
          (
            await bed.t.dataSource.query(
              `SELECT 1 FROM booking_reminders WHERE booking_id = $1 AND kind = 'waivers-48h' AND sent_at IS NOT NULL`,
              [id],
            )
          ).length === 1,
        15_000,
        'the reminder recorded as sent',
      );
      await scan.scan();
      await new Promise((r) => setTimeout(r, 1500)); // time for a wrongly queued second e-mail to arrive
      expect(await inbox.mails({ to, subject: /^Waivers still to sign/ })).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'waivers off: nothing is asked (no reminder, the reply needs no signature, check-in is not blocked)',
    async () => {
      await settings({ waiversEnabled: false });
      const id = await party();
      const path = await bed.parties.invite(id, linkOf(id));
      expect(((await request(bed.t.server).get(path).expect(200)).body as InvitationView).waiver).toBeNull();
      await request(bed.t.server)
        .post(`${path}/children`)
        .send({ ...rosterChild('Mia', { age: 6 }), attending: true })
        .expect(201);
      const kept = await read(id);
      expect(kept.waivers).toMatchObject({ required: false, text: null, hostChild: { state: 'not-needed' } });
      expect(kept.children.map((c) => c.waiver)).toEqual(['not-needed', 'not-needed', 'not-needed']);
      await host('put', `/api/host/parties/${id}/checkins/${kept.children[0].id}`, { arrived: true }).expect(200);
      await host('post', `/api/host/parties/${id}/walk-ins`, { firstName: 'Zoe', age: 6 }).expect(201);
      expect((await bookingHistory(bed.t, id)).some((e) => e.action === 'arrived-without-waiver')).toBe(false);
      const signing = await request(bed.t.server)
        .post(`/api/bookings/${id}/waiver?${linkOf(id)}`)
        .send(signed('Rosa Lopez'))
        .expect(409);
      expect(signing.body.code).toBe('WAIVERS_OFF');
      expect((await detail(id)).waivers).toEqual({ required: false, signatures: [], missing: [] });

      await startsIn(id, 30);
      await worker.get(ReminderScan).scan();
      await new Promise((r) => setTimeout(r, 1500));
      expect(await reminded(id)).toBe(0);
    },
    CASE_MS,
  );
});
