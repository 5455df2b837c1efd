import { centsToDollars, PRICE_TABLE, quote } from '@app/pricing';
import { historySentence, HOST_RULES, type HostParty } from '@app/contracts';
import {
  bookingHistory,
  daysFromToday,
  expectOnlyItsHosts,
  registerUser,
  avaAndLeoParty,
  startedAnHourAgo,
  useHostPartyBed,
  type HostWrite,
} from '@app/testing';
import { PartyDayModule } from './party.module';

/**
 * What a host does at their party (docs/product/hosts.md#at-the-party): check-in and walk-ins, cash at the door, the
 * party finished; each once per Idempotency-Key, for the party's own hosts only.
 */
describe("the host's actions at the party", () => {
  const bed = useHostPartyBed([PartyDayModule]);
  let keys = 0;

  /** A confirmed party of team A for `guestCount` children (2 coming on the roster), on a day of its own. */
  let days = 0;
  const party = (options: { confirm?: boolean; guestCount?: number } = {}) =>
    avaAndLeoParty(bed, { ...options, eventDate: daysFromToday(90 + days++), bookedADayAgo: true });
  const started = (id: string) => startedAnHourAgo(bed, id);
  const read = async (id: string) => (await bed.hostA.get(`/api/host/parties/${id}`).expect(200)).body as HostParty;
  const key = () => `host-action-${keys++}`;
  const history = (id: string) => bookingHistory(bed.t, id);

  it('checks children in and out, and adds a walk-in to the roster', async () => {
    const id = await party();
    const [ava] = (await read(id)).children;
    const at = new Date(Date.now() - 60_000).toISOString();
    const arrived = await bed.hostA
      .put(`/api/host/parties/${id}/checkins/${ava.id}`)
      .set('Idempotency-Key', key())
      .send({ arrived: true, at })
      .expect(200);
    expect((arrived.body as HostParty).children.find((c) => c.id === ava.id)).toMatchObject({ arrived: true });
    expect(arrived.body).toMatchObject({ arrivedCount: 1, extraChildren: null });
    const [row] = await bed.t.dataSource.query(`SELECT arrived_at FROM roster_children WHERE id = $1`, [ava.id]);
    expect(new Date(row.arrived_at).toISOString()).toBe(at);

    const walkIn = await bed.hostA
      .post(`/api/host/parties/${id}/walk-ins`)
      .set('Idempotency-Key', key())
      .send({ firstName: 'Zoe', age: 6 })
      .expect(201);
    expect((walkIn.body as HostParty).children.find((c) => c.firstName === 'Zoe')).toMatchObject({
      age: 6,
      arrived: true,
      walkIn: true,
      photoConsent: false,
    });

    const out = await bed.hostA
      .put(`/api/host/parties/${id}/checkins/${ava.id}`)
      .set('Idempotency-Key', key())
      .send({ arrived: false })
      .expect(200);
    expect(out.body.arrivedCount).toBe(1);
    const stranger = '00000000-0000-4000-8000-000000000000';
    const unknown = await bed.hostA
      .put(`/api/host/parties/${id}/checkins/${stranger}`)
      .set('Idempotency-Key', key())
      .send({ arrived: true })
      .expect(404);
    expect(unknown.body.code).toBe('ROSTER_CHILD_NOT_FOUND');
  });

  it('keeps the later check-in: a check-out made on a phone before it is not applied', async () => {
    const id = await party();
    const [ava] = (await read(id)).children;
    const checkin = (body: Record<string, unknown>) =>
      bed.hostA.put(`/api/host/parties/${id}/checkins/${ava.id}`).set('Idempotency-Key', key()).send(body).expect(200);
    await checkin({ arrived: true, at: new Date(Date.now() - 60_000).toISOString() });
    const stale = await checkin({ arrived: false, at: new Date(Date.now() - 5 * 60_000).toISOString() });
    expect((stale.body as HostParty).children.find((c) => c.id === ava.id)?.arrived).toBe(true);
    const later = await checkin({ arrived: false });
    expect((later.body as HostParty).children.find((c) => c.id === ava.id)?.arrived).toBe(false);
  });

  it("gives a walk-in the phone's own id; that id sent again is the same walk-in, another child's is refused", async () => {
    const id = await party();
    const childId = '0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a81';
    const walkIn = (body: Record<string, unknown>) =>
      bed.hostA
        .post(`/api/host/parties/${id}/walk-ins`)
        .set('Idempotency-Key', key())
        .send({ childId, ...body });
    const added = await walkIn({ firstName: 'Zoe', age: 6 }).expect(201);
    expect((added.body as HostParty).children.find((c) => c.id === childId)).toMatchObject({ firstName: 'Zoe' });
    // The answer was lost and the phone sends it again under a new key: still one Zoe.
    await walkIn({ firstName: 'Zoe', age: 6 }).expect(201);
    expect((await read(id)).children.filter((c) => c.walkIn)).toHaveLength(1);

    const taken = await walkIn({ firstName: 'Max', age: 7 }).expect(409);
    expect(taken.body.code).toBe('ROSTER_CHILD_ID_TAKEN');
    const bad = await walkIn({ childId: 'not-a-uuid', firstName: 'Max', age: 7 }).expect(400);
    expect(bad.body.fields).toMatchObject({ childId: 'childId must be an id this phone made (a UUID)' });
  });

  it('shows the change in price when more children arrive than were booked, by the one price function', async () => {
    const id = await party({ guestCount: PRICE_TABLE.includedChildren });
    // The rest of the booked children already checked in (stored as the check-in stores them).
    await bed.t.dataSource.query(
      `INSERT INTO roster_children (booking_id, position, first_name, photo_consent, source, arrived_at)
       SELECT $1, 10 + n, 'Guest', true, 'host', now() FROM generate_series(1, $2::int) AS n`,
      [id, PRICE_TABLE.includedChildren - 2],
    );
    await bed.hostA
      .post(`/api/host/parties/${id}/walk-ins`)
      .set('Idempotency-Key', key())
      .send({ firstName: 'Zoe', age: 6 })
      .expect(201);
    expect((await read(id)).extraChildren).toBeNull();
    for (const c of (await read(id)).children.filter((c) => !c.arrived)) {
      await bed.hostA
        .put(`/api/host/parties/${id}/checkins/${c.id}`)
        .set('Idempotency-Key', key())
        .send({ arrived: true })
        .expect(200);
    }
    const after = await read(id);
    const booked = PRICE_TABLE.includedChildren;
    expect(after.arrivedCount).toBe(booked + 1);
    const [{ games, add_ons: addOns }] = await bed.t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM booking_games WHERE booking_id = $1) AS games,
              json_build_object('photography', add_ons_photography, 'videography', add_ons_videography,
                                'customShirts', add_ons_custom_shirts, 'customAwards', add_ons_custom_awards) AS add_ons
       FROM bookings WHERE id = $1`,
      [id],
    );
    const priced = (guestCount: number) =>
      quote({ gameCount: games, guestCount, addOns }, bed.t.config.pricing).totalPrice;
    const change = centsToDollars(priced(booked + 1) - priced(booked));
    expect(Number(change)).toBeGreaterThan(0);
    expect(after.extraChildren).toEqual({ count: 1, priceChange: change, label: `1 more child: +$${change}` });
    // The phone prices more arrivals offline from the same function's table.
    expect(after.extraChildPrices).toHaveLength(HOST_RULES.extraChildrenPriced);
    expect(after.extraChildPrices.slice(0, 3)).toEqual(
      [1, 2, 3].map((more) => centsToDollars(priced(booked + more) - priced(booked))),
    );
  });

  it('does each action once per Idempotency-Key, and refuses an action without one', async () => {
    const id = await party();
    const once = key();
    const walkIn = () =>
      bed.hostA
        .post(`/api/host/parties/${id}/walk-ins`)
        .set('Idempotency-Key', once)
        .send({ firstName: 'Zoe', age: 6 });
    const first = await walkIn().expect(201);
    const again = await walkIn().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const [{ count }] = await bed.t.dataSource.query(
      `SELECT count(*)::int AS count FROM roster_children WHERE booking_id = $1 AND walk_in`,
      [id],
    );
    expect(count).toBe(1);

    const payOnce = key();
    const pay = () =>
      bed.hostA.post(`/api/host/parties/${id}/payments`).set('Idempotency-Key', payOnce).send({ amount: '10.00' });
    await pay().expect(201);
    await pay().expect(201);
    const payments = await bed.t.dataSource.query(`SELECT id FROM payments WHERE booking_id = $1`, [id]);
    expect(payments).toHaveLength(1);

    const bare = await bed.hostA
      .post(`/api/host/parties/${id}/walk-ins`)
      .send({ firstName: 'Max', age: 6 })
      .expect(400);
    expect(bare.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it("records cash at the door in the admin's ledger, the host named in the history", async () => {
    const doorId = await party();
    const deskId = await party();
    const due = (await read(doorId)).balanceDue;
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const paid = await bed.hostA
      .post(`/api/host/parties/${doorId}/payments`)
      .set('Idempotency-Key', key())
      .send({ amount: '50.00', at })
      .expect(201);
    expect(paid.body.balanceDue).toBe((Number(due) - 50).toFixed(2));
    const receivedOn = (await bed.t.dataSource.query(`SELECT (now() AT TIME ZONE $1)::date::text AS day`, [
      bed.t.config.business.timeZone,
    ])) as { day: string }[];
    await bed.admin
      .post(`/api/admin/bookings/${deskId}/payments`)
      .send({ method: 'cash', amount: '50.00', receivedOn: receivedOn[0].day })
      .expect(201);

    const ledger = async (id: string) => {
      const [row] = await bed.t.dataSource.query(
        `SELECT method, plan, status, amount_cents, received_on::text AS received_on,
                (SELECT count(*)::int FROM outbox WHERE type = 'payment.captured' AND payload->>'paymentId' = p.id::text)
                  AS receipts
         FROM payments p WHERE booking_id = $1`,
        [id],
      );
      return row;
    };
    expect(await ledger(doorId)).toEqual(await ledger(deskId));
    expect(await ledger(doorId)).toMatchObject({ method: 'cash', status: 'captured', amount_cents: 5000, receipts: 1 });

    const door = (await history(doorId)).find((h) => h.action === 'paid-offline')!;
    expect(door.actor.name).toBe('Sam');
    expect(historySentence(door)).toContain('recorded by Sam');
    // Beyond the balance: the ledger's refusal, as the admin's.
    const over = await bed.hostA
      .post(`/api/host/parties/${doorId}/payments`)
      .set('Idempotency-Key', key())
      .send({ amount: '100000.00' })
      .expect(422);
    expect(over.body.code).toBe('OFFLINE_PAYMENT_REFUSED');
  });

  it('finishes a confirmed party from its start, saying whether the balance was collected', async () => {
    const id = await party();
    const early = await bed.hostA
      .post(`/api/host/parties/${id}/complete`)
      .set('Idempotency-Key', key())
      .send({})
      .expect(409);
    expect(early.body).toMatchObject({
      code: 'BOOKING_STATE_CONFLICT',
      message: expect.stringContaining('not started'),
    });

    await started(id);
    const at = new Date(Date.now() - 60_000).toISOString();
    const done = await bed.hostA
      .post(`/api/host/parties/${id}/complete`)
      .set('Idempotency-Key', key())
      .send({ at })
      .expect(200);
    expect(done.body.status).toBe('completed');
    const entry = (await history(id)).find((h) => h.action === 'completed')!;
    expect(entry.after).toMatchObject({ status: 'completed', collected: false, finishedAt: at });
    expect(historySentence(entry)).toMatch(/^Finished by Sam, \$[\d,.]+ left due$/);

    const again = await bed.hostA
      .post(`/api/host/parties/${id}/complete`)
      .set('Idempotency-Key', key())
      .send({})
      .expect(409);
    expect(again.body.message).toBe('Only a confirmed party can be finished.');
  });

  it('refuses to finish a party not confirmed', async () => {
    const id = await party({ confirm: false });
    await started(id);
    const res = await bed.hostA
      .post(`/api/host/parties/${id}/complete`)
      .set('Idempotency-Key', key())
      .send({})
      .expect(409);
    expect(res.body.message).toBe('Only a confirmed party can be finished.');
    const [{ status }] = await bed.t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [id]);
    expect(status).toBe('pending');
  });

  it('answers another host with the 404 of a missing party, and a parent with 403', async () => {
    const id = await party();
    const [ava] = (await read(id)).children;
    const { agent: parent } = await registerUser(bed.t.server);
    const actions: HostWrite[] = [
      ['put', `/api/host/parties/${id}/checkins/${ava.id}`, { arrived: true }],
      ['post', `/api/host/parties/${id}/walk-ins`, { firstName: 'Zoe', age: 6 }],
      ['post', `/api/host/parties/${id}/payments`, { amount: '10.00' }],
      ['post', `/api/host/parties/${id}/complete`, {}],
    ];
    await expectOnlyItsHosts(actions, { otherHost: bed.hostB, parent }, key);
    const unchanged = await read(id);
    expect(unchanged).toMatchObject({ arrivedCount: 0, status: 'confirmed' });
    expect(unchanged.children.some((c) => c.walkIn)).toBe(false);
  });
});
