import { describe, expect, it, vi } from 'vitest';
import type { User } from '@app/contracts';
import { phoneHost, sessionAnswered } from '@/lib/host-reads';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { hostParty, PHONE_HOST, SESSION_ENDS_AT } from '@/testing/host-party.fixtures';
import type { HostAction, QueuedHostAction } from './host-actions';
import { HostOutbox } from './host-outbox';

let dbs = 0;
/** An outbox of its own each time (a phone of its own), or the same one opened again (`name`), Sam signed in. */
const outbox = (name = `outbox-test-${++dbs}`) => ({ name, box: new HostOutbox(name, () => 'host-sam') });

const checkin = (childId: string, n: number, hostId = 'host-sam'): QueuedHostAction => ({
  id: `key-${childId}`,
  hostId,
  partyId: 'b-1',
  at: `2026-12-12T20:0${n}:00.000Z`,
  deviceId: 'phone-1',
  action: { kind: 'checkin', childId, arrived: true } satisfies HostAction,
});
const path = (childId: string) => `PUT /api/host/parties/b-1/checkins/${childId}`;
const answered = (childId: string): StubReply => ({ body: hostParty({ arrivedCount: childId === 'c-1' ? 1 : 2 }) });
const waitingIds = (box: HostOutbox) =>
  box
    .getState()
    .actions.filter((kept) => kept.refused === null)
    .map((kept) => kept.id);

describe("the phone's outbox (docs/product/party-day.md#offline)", () => {
  it('keeps each action before sending it, in order, and keeps it while no answer comes', async () => {
    const api = stubApi({});
    const { box } = outbox();
    await box.add(checkin('c-1', 1));
    await box.add(checkin('c-2', 2));
    await box.send();
    expect(waitingIds(box)).toEqual(['key-c-1', 'key-c-2']);
    // No answer stops the round: the second never overtakes the first.
    expect(api.sent.filter((r) => r.path.endsWith('c-2'))).toHaveLength(0);
  });

  it('sends one at a time in order, each with its id as the Idempotency-Key, and drops each on its 2xx', async () => {
    const { box } = outbox();
    stubApi({});
    await box.add(checkin('c-1', 1));
    await box.add(checkin('c-2', 2));
    await box.send();

    const answers: number[] = [];
    box.onAnswer((_partyId, party) => answers.push(party.arrivedCount));
    const api = stubApi({ [path('c-1')]: answered('c-1'), [path('c-2')]: answered('c-2') });
    await box.send();
    expect(api.sent.map((r) => [r.path, r.headers['Idempotency-Key']])).toEqual([
      ['/api/host/parties/b-1/checkins/c-1', 'key-c-1'],
      ['/api/host/parties/b-1/checkins/c-2', 'key-c-2'],
    ]);
    expect(api.sent[0].body).toEqual({ arrived: true, at: '2026-12-12T20:01:00.000Z' });
    expect(answers).toEqual([1, 2]);
    expect(box.getState().actions).toEqual([]);
  });

  it.each([500, 503, 408, 429, 401])('keeps an action answered %i and sends it again later', async (status) => {
    const { box } = outbox();
    stubApi({ [path('c-1')]: { status, body: { statusCode: status, message: 'Try later' } } });
    await box.add(checkin('c-1', 1));
    await box.send();
    expect(waitingIds(box)).toEqual(['key-c-1']);

    const api = stubApi({ [path('c-1')]: answered('c-1') });
    await box.send();
    expect(api.to('PUT', '/api/host/parties/b-1/checkins/c-1')[0].headers['Idempotency-Key']).toBe('key-c-1');
    expect(box.getState().actions).toEqual([]);
  });

  it('keeps the 409 of the same key still running, which says Retry-After', async () => {
    const { box } = outbox();
    stubApi({ [path('c-1')]: { status: 409, headers: { 'Retry-After': '1' }, body: { message: 'Still running' } } });
    await box.add(checkin('c-1', 1));
    await box.send();
    expect(waitingIds(box)).toEqual(['key-c-1']);
  });

  it("keeps a refusal for good with the server's message, sends what follows, and lets the host dismiss it", async () => {
    const { box } = outbox();
    const refusedOn: string[] = [];
    box.onRefusal((partyId) => refusedOn.push(partyId));
    const api = stubApi({
      [path('c-1')]: {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'That child is not on this party' },
      },
      [path('c-2')]: answered('c-2'),
    });
    await box.add(checkin('c-1', 1));
    await box.add(checkin('c-2', 2));
    await box.send();
    expect(api.sent).toHaveLength(2);
    const [refused] = box.getState().actions;
    expect(box.getState().actions).toHaveLength(1);
    expect(refused).toMatchObject({ id: 'key-c-1', refused: 'That child is not on this party' });
    // The party is read again, so the screen shows what the server holds.
    expect(refusedOn).toEqual(['b-1']);

    // A refusal is never sent again.
    await box.send();
    expect(api.sent).toHaveLength(2);
    await box.dismiss(refused.seq);
    expect(box.getState().actions).toEqual([]);
  });

  it('reads the kept actions once per pass on reconnect, not once per action sent', async () => {
    const { box } = outbox();
    stubApi({});
    const children = Array.from({ length: 20 }, (_, i) => `c-${i}`);
    for (const [i, childId] of children.entries()) await box.add(checkin(childId, i % 10));
    await box.send();
    const reads = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    try {
      const api = stubApi(Object.fromEntries(children.map((childId) => [path(childId), answered(childId)])));
      await box.send();
      expect(api.sent).toHaveLength(children.length);
      expect(box.getState().actions).toEqual([]);
      // The pass that sends them all, and the one that finds nothing left.
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('replays what an earlier visit kept when the app opens again', async () => {
    const { name, box } = outbox();
    stubApi({});
    await box.add(checkin('c-1', 1));
    await box.add(checkin('c-2', 2));
    await box.send();

    const reopened = new HostOutbox(name, () => 'host-sam');
    const api = stubApi({ [path('c-1')]: answered('c-1'), [path('c-2')]: answered('c-2') });
    await reopened.send();
    expect(api.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-c-1', 'key-c-2']);
    expect(reopened.getState().actions).toEqual([]);
  });

  it('says a request is on its way while it is', async () => {
    const { box } = outbox();
    let answer: (reply: StubReply) => void = () => undefined;
    stubApi({ [path('c-1')]: () => new Promise<StubReply>((resolve) => (answer = resolve)) });
    await box.add(checkin('c-1', 1));
    const round = box.send();
    await expect.poll(() => box.getState().sending).toBe(true);
    answer(answered('c-1'));
    await round;
    expect(box.getState().sending).toBe(false);
    expect(box.getState().actions).toEqual([]);
  });

  describe('each action is its host’s', () => {
    const ALEX: User = { ...PHONE_HOST, id: 'host-alex', username: 'alex@example.com', firstName: 'Alex' };

    it('never sends another host’s action nor shows it; each host sends their own', async () => {
      let signedIn = 'host-sam';
      const box = new HostOutbox(`outbox-test-${++dbs}`, () => signedIn);
      stubApi({});
      await box.add(checkin('c-1', 1, 'host-sam'));
      await box.add(checkin('c-2', 2, 'host-alex'));
      expect(waitingIds(box)).toEqual(['key-c-1']);

      signedIn = 'host-alex';
      await box.hostChanged();
      expect(waitingIds(box)).toEqual(['key-c-2']);
      const api = stubApi({ [path('c-1')]: answered('c-1'), [path('c-2')]: answered('c-2') });
      await box.send();
      expect(api.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-c-2']);

      signedIn = 'host-sam';
      await box.hostChanged();
      await box.send();
      expect(api.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-c-2', 'key-c-1']);
      expect(box.getState().actions).toEqual([]);
    });

    it('keeps what waits through a 401, signed out, and sends it when the same host signs in again, not another', async () => {
      await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
      const box = new HostOutbox(`outbox-test-${++dbs}`);
      stubApi({
        [path('c-1')]: { status: 401, body: { statusCode: 401, code: 'LOGIN_REQUIRED', message: 'Sign in' } },
      });
      await box.add(checkin('c-1', 1, PHONE_HOST.id));
      await box.send();
      // The session ended: nobody is the phone's host now, and the action waits for Sam, unseen.
      expect(phoneHost()).toBeNull();
      await box.hostChanged();
      expect(box.getState()).toMatchObject({ actions: [], signedOut: true });

      // Someone else signs in on the phone: Sam's action is not theirs to send.
      await sessionAnswered(ALEX, SESSION_ENDS_AT);
      const api = stubApi({ [path('c-1')]: answered('c-1') });
      await box.hostChanged();
      await box.send();
      expect(api.sent).toEqual([]);
      expect(box.getState()).toMatchObject({ actions: [], signedOut: false });

      await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
      await box.hostChanged();
      await box.send();
      expect(api.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-c-1']);
      expect(box.getState().actions).toEqual([]);
    });

    it('sends an action kept before actions named their host with the first host signed in', async () => {
      const { box } = outbox();
      const { hostId: _unnamed, ...kept } = checkin('c-1', 1);
      stubApi({});
      await box.add(kept);
      const api = stubApi({ [path('c-1')]: answered('c-1') });
      await box.send();
      expect(api.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-c-1']);
    });
  });
});
