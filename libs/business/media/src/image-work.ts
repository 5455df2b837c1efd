/**
 * Runs image work one job at a time in this process. sharp runs each operation on one of libuv's threads (four by
 * default), the pool argon2's sign-ins, file reads and zlib share: four large uploads at once held all four, and
 * sign-ins waited for them (20-48 s). In one line, images hold at most one thread however many uploads arrive, so a
 * sign-in always finds a free one, and only one upload's pixels are in memory at a time.
 */
let line: Promise<unknown> = Promise.resolve();

export function inImageLine<T>(work: () => Promise<T>): Promise<T> {
  const turn = line.then(work);
  // The next job waits for this one to end, however it ends.
  line = turn.catch(() => undefined);
  return turn;
}
