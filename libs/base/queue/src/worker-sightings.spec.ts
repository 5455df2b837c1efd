import { newWorkerId, sightingsFrom } from './worker-sightings';

const NOW = 1_780_000_000_000;
const KEPT_SECONDS = 600;
const entry = (secondsAgo: number, details = '{"metricsPort":9464}') => `${NOW - secondsAgo * 1000} ${details}`;

describe('sightingsFrom (the workers hash as Redis answers it)', () => {
  it('gives each worker its age on Redis’s clock and its metrics port, the latest first', () => {
    expect(sightingsFrom([NOW, 'old', entry(30, '{"metricsPort":null}'), 'new', entry(1.5)], KEPT_SECONDS)).toEqual([
      { id: 'new', secondsAgo: 1.5, metricsPort: 9464 },
      { id: 'old', secondsAgo: 30, metricsPort: null },
    ]);
  });

  it('drops a worker silent for longer than it is kept, and entries it cannot read', () => {
    const sightings = sightingsFrom(
      [
        NOW,
        'kept',
        entry(KEPT_SECONDS),
        'gone',
        entry(KEPT_SECONDS + 1),
        'garbled',
        'not-a-time {}',
        'no-details',
        `${NOW}`,
      ],
      KEPT_SECONDS,
    );
    expect(sightings.map((s) => s.id)).toEqual(['kept']);
  });

  it('reads details it cannot parse as no metrics port', () => {
    expect(sightingsFrom([NOW, 'w', entry(0, 'oops')], KEPT_SECONDS)).toEqual([
      { id: 'w', secondsAgo: 0, metricsPort: null },
    ]);
  });
});

describe('newWorkerId', () => {
  it('names the host and pid, and differs between two workers of one process', () => {
    const id = newWorkerId();
    expect(id).toContain(`-${process.pid}-`);
    expect(newWorkerId()).not.toBe(id);
  });
});
