/** How stale another process's change may look here: a kept read asks the database at most this often. */
export const KEPT_READ_MS = 1000;

interface Reading<T> {
  promise: Promise<T>;
  invalidations: number;
}

/**
 * A read every public request needs, kept in memory and asked of the database again at most once per KEPT_READ_MS
 * (docs/product/pages.md#page-delivery): one read in flight however many requests arrive, and the copy in hand
 * answering while it runs, so a request never waits for a connection that an exhausted pool or a PostgreSQL outage can
 * take seconds to give or refuse, and an outage is served the last good copy. `read` gets the copy in hand, so a read
 * that first checks a version row can hand it back unchanged.
 */
export class KeptRead<T> {
  private value?: T;
  private readAt = 0;
  private invalidations = 0;
  /** The read in flight, and the local changes it was started after. */
  private reading?: Reading<T>;

  constructor(
    private readonly read: (kept: T | undefined) => Promise<T>,
    /** Told when a read failed and the copy in hand is served instead. */
    private readonly onStale: (err: unknown) => void,
  ) {}

  /** This process changed what is read: read again on the next request instead of within a second. */
  invalidate(): void {
    this.readAt = 0;
    this.invalidations++;
  }

  /** The copy in hand (read-only), read again when it is older than KEPT_READ_MS. */
  current(): Promise<T> | T {
    if (this.value !== undefined && Date.now() - this.readAt < KEPT_READ_MS) return this.value;
    if (this.reading?.invalidations !== this.invalidations) this.reading = this.startRead();
    const { promise } = this.reading;
    // Only a change made here (invalidate) waits for its read, so whoever made it reads it back.
    return this.value !== undefined && this.readAt > 0 ? this.value : promise;
  }

  /**
   * One read in flight: a read started before a local change may have missed it, so the read that must see it waits
   * for that one to end and then starts.
   */
  private startRead(): Reading<T> {
    const before = this.reading?.promise.catch(() => undefined);
    const promise = before ? before.then(() => this.refresh()) : this.refresh();
    const reading = { promise, invalidations: this.invalidations };
    // A failed first read is the caller's to handle; this only forgets the read once it has ended.
    reading.promise.then(
      () => this.forget(reading),
      () => this.forget(reading),
    );
    return reading;
  }

  private forget(reading: Reading<T>): void {
    if (this.reading === reading) this.reading = undefined;
  }

  private async refresh(): Promise<T> {
    const startedAt = Date.now();
    const invalidations = this.invalidations;
    try {
      this.value = await this.read(this.value);
    } catch (err) {
      // Keep serving the last good copy through a database hiccup; without one there is nothing to serve.
      if (this.value === undefined) throw err;
      this.onStale(err);
    }
    // A read that began before a local change may have missed it: leave the next request to read again.
    if (invalidations === this.invalidations) this.readAt = startedAt;
    return this.value;
  }
}
