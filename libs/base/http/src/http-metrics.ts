import type { FastifyInstance } from 'fastify';
import { Metrics, METRICS_PATH } from '@app/metrics';

/** The route label of a request no route matched: one series for every unknown URL, not one per URL. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every answer, timed by route pattern (`/api/bookings/:id`, never the URL with its ids) and status; the histogram's
 * `_count` is the number of requests. Scrapes of /metrics are not counted: they would only measure the scraper.
 */
export function useHttpMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route !== METRICS_PATH) {
      duration.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    }
    done();
  });
}
