import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RateLimit } from '@app/rate-limit';
import { CalendarInvites } from './calendar-invites';

/** An invited family's calendar invite, by the link its reply gave it (the roster's reply routes are beside it). */
@Controller('invitation-replies')
export class FamilyCalendarController {
  constructor(private readonly invites: CalendarInvites) {}

  @Get(':token/calendar.ics')
  @RateLimit('invitation')
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const invite = await this.invites.ofReply(token);
    res
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${invite.fileName}"`);
    return invite.ics;
  }
}
