import { Metrics } from './metrics';

describe('Metrics', () => {
  it('gives each instance its own registry, so two apps in one process declare the same names', async () => {
    const api = new Metrics('api');
    const other = new Metrics('worker');
    api.counter({ name: 'things_total', help: 'Things.' }).inc(2);
    other.counter({ name: 'things_total', help: 'Things.' }).inc();
    expect(await api.render()).toContain('things_total{service="api"} 2');
    expect(await other.render()).toContain('things_total{service="worker"} 1');
    expect(await api.render()).toContain('process_cpu_user_seconds_total{service="api"}');
  });

  it('sets scrape-time gauges, and leaves out those whose refresh fails while serving the rest', async () => {
    const metrics = new Metrics('api');
    let fail = false;
    metrics.refreshOnScrape((gauge) => {
      const good = gauge({ name: 'good_gauge', help: 'Good.' });
      return async () => good.set(7);
    });
    metrics.refreshOnScrape((gauge) => {
      const bad = gauge({ name: 'bad_gauge', help: 'Bad.' });
      return async () => {
        if (fail) throw new Error('database away');
        bad.set(3);
      };
    });
    expect(await metrics.render()).toContain('bad_gauge{service="api"} 3');
    fail = true;
    const text = await metrics.render();
    expect(text).toContain('good_gauge{service="api"} 7');
    expect(text).not.toContain('bad_gauge');
    expect(text).toContain('process_cpu_user_seconds_total{service="api"}');
  });
});
