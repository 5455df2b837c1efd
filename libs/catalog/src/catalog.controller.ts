import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedReply } from './cached-json';
import { FeaturedQueryDto, GamesQueryDto } from './catalog-query.dto';
import { CatalogResponses } from './catalog-responses.service';

/** Public catalogue reads: pre-serialised bytes with an ETag, so a repeat visit costs a 304. */
@Controller()
export class CatalogController {
  constructor(private readonly responses: CatalogResponses) {}

  @Get('packages')
  async packages(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return cachedReply(req, reply, await this.responses.packages());
  }

  @Get('games')
  async games(
    @Query() query: GamesQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cachedReply(req, reply, await this.responses.games(query));
  }

  @Get('gallery')
  async gallery(
    @Query() query: FeaturedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cachedReply(req, reply, await this.responses.gallery(query));
  }

  @Get('testimonials')
  async testimonials(
    @Query() query: FeaturedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cachedReply(req, reply, await this.responses.testimonials(query));
  }
}
