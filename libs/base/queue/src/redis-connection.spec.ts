import { failFastRedisOptions, REDIS_RECONNECT_MAX_MS, redisOptions } from './redis-connection';

/** When each reconnect attempt of an outage starting at 0 happens, under a connection's retryStrategy. */
function attemptTimes(retryStrategy: (attempt: number) => number | void | null, untilMs: number): number[] {
  const times: number[] = [];
  for (let attempt = 1, at = 0; at <= untilMs; attempt++) {
    at += Number(retryStrategy(attempt));
    times.push(at);
  }
  return times;
}

describe('redisOptions', () => {
  it.each([
    ['BullMQ queues, workers and the relay', redisOptions('redis://127.0.0.1:6390/2')],
    ['request-path checks', failFastRedisOptions('redis://127.0.0.1:6390', 2000)],
  ])('%s reconnect within REDIS_RECONNECT_MAX_MS of Redis coming back, however long it was away', (_, options) => {
    const outageMs = 10 * 60_000;
    const times = attemptTimes(options.retryStrategy!, outageMs + REDIS_RECONNECT_MAX_MS);
    // Some attempt falls within the cap after any moment of the outage: the first one after Redis returns is on time.
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(REDIS_RECONNECT_MAX_MS);
    // Yet no busy loop at the start of an outage.
    expect(times[0]).toBeGreaterThanOrEqual(100);
  });

  it('reads host, port, database and credentials from the URL', () => {
    expect(redisOptions('rediss://user:p%40ss@cache.example:6380/3')).toMatchObject({
      host: 'cache.example',
      port: 6380,
      db: 3,
      username: 'user',
      password: 'p@ss',
      tls: {},
      maxRetriesPerRequest: null,
    });
  });
});
