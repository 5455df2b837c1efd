import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import type { NamedStatement } from '@app/database';
import { registerUser, startTestApp, TestApp, unique } from '@app/testing';
import { ContactModule } from '@app/contact';
import { TEST_PASSWORD } from '@app/testing';
import { RequestHasher } from '@app/http';
import { IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS } from '@app/contracts';

describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ imports: [ContactModule] })));
  afterAll(() => t.close());

  const message = (name: string) => ({
    name,
    email: 'parent@example.com',
    subject: 'games',
    message: 'Which games suit six-year-olds?',
  });
  const post = (key: string, body: object) =>
    request(t.server).post('/api/contact-messages').set('Idempotency-Key', key).send(body);
  const storedMessages = async (name: string) =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM contact_messages WHERE name = $1`, [name]))[0].n);

  it('replays the first answer for a retry with the same key and body, storing the message once', async () => {
    const key = randomUUID();
    const name = unique('Retry ');
    const first = await post(key, message(name)).expect(201);
    const retry = await post(key, message(name)).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedMessages(name)).toBe(1);
  });

  it('sends its claim and its record by name, each planned once per pooled connection', async () => {
    // Every booking runs both beside its own statements: as text, PostgreSQL would parse and plan them per request
    // (bench/results.md#booking-creation-the-second-round).
    const query = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    let sent: (string | NamedStatement)[];
    try {
      await post(randomUUID(), message(unique('Named '))).expect(201);
      sent = query.mock.calls.map(([sql]) => sql as string | NamedStatement);
    } finally {
      query.mockRestore();
    }
    const named = sent.filter((sql): sql is NamedStatement => typeof sql !== 'string');
    expect(named.map((sql) => sql.text)).toEqual([
      expect.stringContaining('INSERT INTO idempotency_keys'),
      expect.stringContaining('UPDATE idempotency_keys SET response_status'),
    ]);
    expect(sent.filter((sql) => typeof sql === 'string' && sql.includes('idempotency_keys'))).toEqual([]);
  });

  it('refuses the same key with a different body (422) and does not run it', async () => {
    const key = randomUUID();
    const name = unique('Other ');
    await post(key, message(name)).expect(201);
    const res = await post(key, message(`${name} changed`)).expect(422);
    expect(res.body.message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await storedMessages(`${name} changed`)).toBe(0);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    const body = message(unique('Slow '));
    await claimAsInFlight(key, body);
    const res = await post(key, body).expect(409);
    expect(res.body.message).toBe('A request with this Idempotency-Key is still being processed. Try again shortly.');
    // How soon to ask again (the wizard waits that long, then sends the same key).
    expect(res.headers['retry-after']).toBe('1');
  });

  it('lets a retry take over a claim left without an answer past the in-flight limit (its process died)', async () => {
    const key = randomUUID();
    const name = unique('Orphan ');
    await claimAsInFlight(key, message(name));
    await post(key, message(name)).expect(409);
    await t.dataSource.query(
      `UPDATE idempotency_keys SET created_at = now() - make_interval(secs => $2) WHERE key = $1`,
      [key, IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS + 1],
    );
    await post(key, message(name)).expect(201);
    expect(await storedMessages(name)).toBe(1);
  });

  it('scopes keys to the caller: another user may use the same key', async () => {
    const key = randomUUID();
    const { agent } = await registerUser(t.server);
    const name = unique('Scoped ');
    await post(key, message(name)).expect(201);
    const res = await agent.post('/api/contact-messages').set('Idempotency-Key', key).send(message(name)).expect(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedMessages(name)).toBe(2);
  });

  it('replays a validation failure too, and rejects a malformed key', async () => {
    const key = randomUUID();
    const bad = { ...message('A'), email: 'nope' };
    const first = await post(key, bad).expect(400);
    const again = await post(key, bad).expect(400);
    expect(again.body).toEqual(first.body);
    await post('has spaces in it', message('Sam Parent')).expect(400);
  });

  it('stores a digest that cannot be recomputed from the request alone (HMAC with a server secret)', async () => {
    const key = randomUUID();
    const body = message(unique('Digest '));
    await post(key, body).expect(201);
    const [{ request_hash: stored }] = await t.dataSource.query(
      `SELECT request_hash FROM idempotency_keys WHERE key = $1`,
      [key],
    );
    const unkeyed = createHash('sha256')
      .update(`POST /api/contact-messages\n${JSON.stringify(body)}`)
      .digest('hex');
    expect(stored).not.toBe(unkeyed);
    expect(stored).not.toBe(
      new RequestHasher('some-other-secret-of-32-characters!!').hash('POST', '/api/contact-messages', body),
    );
    expect(stored).toBe(new RequestHasher(t.config.session.secret).hash('POST', '/api/contact-messages', body));
  });

  it('stores one message for a double click (two concurrent posts with one key)', async () => {
    const key = randomUUID();
    const name = unique('Double ');
    const [a, b] = await Promise.all([post(key, message(name)), post(key, message(name))]);
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining([201]));
    expect([a.status, b.status].every((s) => s === 201 || s === 409)).toBe(true);
    expect(await storedMessages(name)).toBe(1);
  });

  it('never keeps credentials: sign-in and registration are not stored for replay, and still sign the browser in', async () => {
    const { user } = await registerUser(t.server);
    const key = randomUUID();
    const agent = request.agent(t.server);
    const login = () =>
      agent.post('/api/login').set('Idempotency-Key', key).send({ username: user.username, password: TEST_PASSWORD });
    await login().expect(200);
    const retry = await login().expect(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(String(retry.headers['set-cookie'])).toMatch(/cp\.sid=/);
    await agent.get('/api/user').expect(200);
    expect(await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).toHaveLength(0);
  });

  it('never replays a session cookie: a browser that signed in anew since keeps its new session', async () => {
    const { agent: first, user } = await registerUser(t.server);
    const key = randomUUID();
    const body = message(unique('Session '));
    await first.post('/api/contact-messages').set('Idempotency-Key', key).send(body).expect(201);
    const again = request.agent(t.server);
    await again.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    await first.post('/api/logout').expect(204);
    const replay = await again.post('/api/contact-messages').set('Idempotency-Key', key).send(body).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const sessions = [replay.headers['set-cookie'] ?? []].flat().filter((c: string) => c.startsWith('cp.sid='));
    expect(sessions.length).toBeLessThanOrEqual(1);
    await again.get('/api/user').expect(200);
  });

  /** Leaves the claim a first request makes before it answers: learns this client's scope from a finished request. */
  async function claimAsInFlight(key: string, body: object): Promise<void> {
    const probe = randomUUID();
    await post(probe, message(unique('Probe '))).expect(201);
    const [{ scope }] = await t.dataSource.query(`SELECT scope FROM idempotency_keys WHERE key = $1`, [probe]);
    const hash = new RequestHasher(t.config.session.secret).hash('POST', '/api/contact-messages', body);
    await t.dataSource.query(`INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)`, [
      scope,
      key,
      hash,
    ]);
  }
});
