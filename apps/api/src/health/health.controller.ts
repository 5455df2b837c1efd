import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { canServe, HealthReport, HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    res.header('Cache-Control', 'no-store');
    // Only an api that cannot serve is taken out of rotation; a late worker is no reason to stop taking bookings.
    if (!canServe(report)) res.status(503);
    return report;
  }
}
