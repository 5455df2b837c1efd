import { workerKeptSeconds, workersHealth } from './workers-health';

const sighting = (id: string, secondsAgo: number) => ({ id, secondsAgo, metricsPort: null });

describe('workersHealth', () => {
  it('lists each worker as ok or late against the silence, and is up while any one is fresh', () => {
    expect(workersHealth([sighting('a', 2.7), sighting('b', 60), sighting('c', 60.4)], 60)).toEqual({
      worker: 'up',
      workerLastSeenSecondsAgo: 2,
      workers: [
        { id: 'a', lastSeenSecondsAgo: 2, status: 'ok' },
        { id: 'b', lastSeenSecondsAgo: 60, status: 'ok' },
        { id: 'c', lastSeenSecondsAgo: 60, status: 'late' },
      ],
    });
  });

  it('lists a worker silent past two silences as lost', () => {
    expect(workersHealth([sighting('a', 1), sighting('b', 120), sighting('c', 120.5)], 60).workers).toEqual([
      { id: 'a', lastSeenSecondsAgo: 1, status: 'ok' },
      { id: 'b', lastSeenSecondsAgo: 120, status: 'late' },
      { id: 'c', lastSeenSecondsAgo: 120, status: 'lost' },
    ]);
    expect(workerKeptSeconds(60)).toBe(600);
  });

  it('is down when every worker is late, or none was seen', () => {
    expect(workersHealth([sighting('a', 61), sighting('b', 300)], 60)).toMatchObject({
      worker: 'down',
      workerLastSeenSecondsAgo: 61,
    });
    expect(workersHealth([], 60)).toEqual({ worker: 'down', workerLastSeenSecondsAgo: null, workers: [] });
  });
});
