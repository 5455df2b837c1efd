import { Controller, Get, Headers, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@app/config';
import { BEARER_CHALLENGE, Metrics, scrapeAccess } from '@app/metrics';
import { PlatformException } from '@app/platform';

/**
 * GET /metrics (outside /api, where Prometheus looks), for a scraper holding METRICS_TOKEN. Without a configured
 * token it answers the router's own 404 ROUTE_NOT_FOUND, as an unknown /api route does (paths outside /api without
 * a dot get the SPA instead). No rate limit: only token holders get past the check.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    const access = scrapeAccess(this.config.metrics.token, authorization);
    // The exact exception Nest's router raises for an unknown route, so the answer is the same ROUTE_NOT_FOUND.
    if (access === 'disabled') throw new NotFoundException(`Cannot ${req.method} ${req.url}`);
    if (access === 'unauthorized') {
      throw new PlatformException('UNAUTHORIZED', 'A valid metrics token is required.', { headers: BEARER_CHALLENGE });
    }
    res.header('Content-Type', this.metrics.contentType).header('Cache-Control', 'no-store');
    return this.metrics.render();
  }
}
