import { Controller, Get, Headers, HttpCode, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '@app/config';
import { scrapeAccess } from '@app/metrics';
import { canServe, HealthReport, HealthService } from './health.service';
import { withoutHostnames } from './workers-health';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Public (load balancers and uptime checks ask it without credentials), so a worker's id names its host only for a
   * caller holding METRICS_TOKEN, as the metrics' scraper does; anyone else sees the id's random part.
   */
  @Get()
  @HttpCode(200)
  async check(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<HealthReport> {
    const report = await this.health.check();
    res.header('Cache-Control', 'no-store');
    // Only an api that cannot serve is taken out of rotation; a late worker is no reason to stop taking bookings.
    if (!canServe(report)) res.status(503);
    return scrapeAccess(this.config.metrics.token, authorization) === 'allowed' ? report : withoutHostnames(report);
  }
}
