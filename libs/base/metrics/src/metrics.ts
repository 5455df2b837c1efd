import { Inject, Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  CounterConfiguration,
  Gauge,
  GaugeConfiguration,
  Histogram,
  HistogramConfiguration,
  Registry,
} from 'prom-client';

/** Which process a registry describes: its default `service` label. */
export type MetricsService = 'api' | 'worker';
export const METRICS_SERVICE = Symbol('METRICS_SERVICE');

/** Where each process serves its metrics (the api outside its /api prefix, the worker on its own port). */
export const METRICS_PATH = '/metrics';

/** How long a scrape waits for a gauge read from the database or Redis before it answers without it. */
export const SCRAPE_REFRESH_TIMEOUT_MS = 2_000;

/** Declares a gauge of a scrape-time group (see refreshOnScrape). */
export type GaugeFactory = <L extends string>(config: GaugeConfiguration<L>) => Gauge<L>;

interface ScrapeRefresh {
  registry: Registry;
  refresh: () => Promise<void>;
}

/**
 * This process's metrics: one prom-client Registry per application instance, never prom-client's global one, as a
 * name registered twice throws (and tests start several apps in one process). Each process serves its own registry
 * (AggregatorRegistry only merges `cluster` workers), labelled `service="api"` or `"worker"`, with Node's process
 * metrics. The metrics themselves are declared by the code they measure, through counter() / gauge() / histogram().
 */
@Injectable()
export class Metrics {
  private readonly registry = new Registry();
  private readonly refreshes: ScrapeRefresh[] = [];

  constructor(@Inject(METRICS_SERVICE) private readonly service: MetricsService) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
    return new Histogram({ ...config, registers: [this.registry] });
  }

  /**
   * Gauges read from elsewhere (rows in the database, job counts in Redis), set when scraped rather than kept up to
   * date in between: `declare` declares them with the factory it is given and returns the refresh that sets them.
   * When the refresh fails or takes longer than SCRAPE_REFRESH_TIMEOUT_MS, that scrape leaves the group's gauges out
   * (an absent series, not a stale or zero value) and still serves everything else.
   */
  refreshOnScrape(declare: (gauge: GaugeFactory) => () => Promise<void>): void {
    const registry = new Registry();
    registry.setDefaultLabels({ service: this.service });
    const refresh = declare((config) => new Gauge({ ...config, registers: [registry] }));
    this.refreshes.push({ registry, refresh });
  }

  /** The Prometheus text exposition of every metric, after the scrape-time refreshes. */
  async render(): Promise<string> {
    const scraped = await Promise.all(
      this.refreshes.map(async ({ registry, refresh }) => {
        try {
          await withTimeout(refresh(), SCRAPE_REFRESH_TIMEOUT_MS);
          return await registry.metrics();
        } catch {
          return '';
        }
      }),
    );
    return [await this.registry.metrics(), ...scraped].filter(Boolean).join('\n');
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
