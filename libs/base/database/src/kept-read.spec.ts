import { KEPT_READ_MS, KeptRead } from './kept-read';

/** A read that ends only when the test answers it, with the value given then, counting how many were started. */
function heldRead() {
  const pending: { resolve: (value: string) => void; reject: (err: Error) => void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started++;
      pending.push({ resolve, reject });
    });
  const answer = (value: string) => pending.shift()!.resolve(value);
  const fail = () => pending.shift()!.reject(new Error('connection refused'));
  return { read, answer, fail, started: () => started, pending: () => pending.length };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeptRead', () => {
  afterEach(() => jest.restoreAllMocks());

  const laterBy = (ms: number) => {
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + ms);
  };

  it('shares one read among the requests that arrive while it runs, and asks again only after KEPT_READ_MS', async () => {
    const db = heldRead();
    const kept = new KeptRead(db.read, jest.fn());
    const first = [kept.current(), kept.current(), kept.current()];
    expect(db.started()).toBe(1);
    db.answer('a');
    expect(await Promise.all(first)).toEqual(['a', 'a', 'a']);
    expect(kept.current()).toBe('a');
    expect(db.started()).toBe(1);

    laterBy(KEPT_READ_MS + 1);
    expect(kept.current()).toBe('a');
    expect(db.started()).toBe(2);
  });

  it('serves the copy in hand while the database fails, and says so', async () => {
    const db = heldRead();
    const onStale = jest.fn();
    const kept = new KeptRead(db.read, onStale);
    const first = kept.current();
    db.answer('a');
    await first;

    laterBy(KEPT_READ_MS + 1);
    expect(kept.current()).toBe('a');
    db.fail();
    await settle();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(kept.current()).toBe('a');
  });

  it('passes a first read that fails to its caller, and reads again on the next request', async () => {
    const db = heldRead();
    const kept = new KeptRead(db.read, jest.fn());
    const first = kept.current();
    db.fail();
    await expect(first).rejects.toThrow('connection refused');
    const second = kept.current();
    db.answer('a');
    expect(await second).toBe('a');
  });

  it('makes the request after a local change wait for a read started after it, even while an older one runs', async () => {
    const db = heldRead();
    const kept = new KeptRead(db.read, jest.fn());
    const first = kept.current();
    db.answer('a');
    await first;

    laterBy(KEPT_READ_MS + 1);
    expect(kept.current()).toBe('a'); // a read starts, before the change below commits
    kept.invalidate();
    const afterChange = kept.current();
    expect(afterChange).toBeInstanceOf(Promise);
    expect(kept.current()).toBe(afterChange);
    // One read in flight: the one that must see the change waits for the older one.
    expect(db.pending()).toBe(1);
    db.answer('old');
    await settle();
    expect(db.pending()).toBe(1);
    db.answer('changed');
    expect(await afterChange).toBe('changed');
    expect(kept.current()).toBe('changed');
  });
});
