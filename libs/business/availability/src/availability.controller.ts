import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AvailabilityQueryDto } from '@app/contracts';
import { sendPrepared } from '@app/http';
import { AvailabilityService } from './availability.service';

/**
 * GET /api/availability: public; never cached by browsers or proxies, as it changes with every booking (a stale
 * "free" costs a 409): the api keeps it only while it is exactly right (AvailabilityAnswers), and sends it prepared
 * with its ETag.
 */
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async read(@Query() query: AvailabilityQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendPrepared(reply, await this.availability.answer(query));
  }
}
