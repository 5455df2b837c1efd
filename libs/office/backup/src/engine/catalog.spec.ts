import { restorableRange } from './catalog';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 29, 3, minute));
/** Segment `n` of timeline 1 (256 segments of 16 MB to a log). */
const name = (n: number) =>
  `00000001${Math.floor(n / 256)
    .toString(16)
    .padStart(8, '0')}${(n % 256).toString(16).padStart(8, '0')}`.toUpperCase();
const backup = (start: number, stop: number, minute: number) => ({
  startWal: name(start),
  stopWal: name(stop),
  finishedAt: t(minute).toISOString(),
});
const wal = (n: number, minute: number, timeline = 1) => ({
  key: `wal/${timeline.toString(16).padStart(8, '0')}${name(n).slice(8)}.gz`,
  modifiedAt: t(minute),
});

describe('restorableRange', () => {
  it('reaches from the oldest backup with all its WAL to the end of the unbroken WAL after the newest', () => {
    const range = restorableRange(
      [backup(2, 2, 1), backup(5, 6, 10)],
      [wal(2, 2), wal(3, 4), wal(4, 6), wal(5, 8), wal(6, 11), wal(7, 13), wal(9, 20)],
    );
    expect(range).toEqual({ restorableFrom: t(1), restorableUntil: t(13) });
  });

  it('counts segments across a 256-segment log and after a new timeline, and no backup whose WAL is missing', () => {
    const range = restorableRange(
      [backup(250, 250, 1), backup(300, 301, 30)],
      [...Array.from({ length: 10 }, (_, i) => wal(250 + i, 2 + i)), wal(260, 20, 2), wal(261, 21, 2)],
    );
    expect(range).toEqual({ restorableFrom: t(1), restorableUntil: t(21) });
  });

  it('is empty without a backup whose WAL reached the target', () => {
    expect(restorableRange([backup(2, 3, 1)], [wal(2, 2)])).toEqual({});
    expect(restorableRange([], [wal(2, 2)])).toEqual({});
  });
});
