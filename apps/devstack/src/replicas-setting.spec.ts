import { readReplicas } from './replicas-setting';

describe('API_REPLICAS and WORKER_REPLICAS', () => {
  it('default to 1 each for the quickest start, and to 2 each with NODE_ENV=production', () => {
    expect(readReplicas({})).toEqual({ api: 1, worker: 1 });
    expect(readReplicas({ NODE_ENV: 'development' })).toEqual({ api: 1, worker: 1 });
    expect(readReplicas({ NODE_ENV: 'production' })).toEqual({ api: 2, worker: 2 });
    expect(readReplicas({ API_REPLICAS: '3', WORKER_REPLICAS: ' 1 ' })).toEqual({ api: 3, worker: 1 });
  });

  it.each(['0', '9', '2.5', 'two', '-1'])('refuses %j with the variable named', (value) => {
    expect(() => readReplicas({ API_REPLICAS: value })).toThrow(
      `API_REPLICAS must be a whole number from 1 to 8 (got "${value}")`,
    );
  });
});
