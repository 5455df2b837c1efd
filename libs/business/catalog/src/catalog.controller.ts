import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendPrepared } from '@app/http';
import { FeaturedQueryDto, GamesQueryDto } from './catalog-query.dto';
import { CatalogService } from './catalog.service';

/**
 * Browsers may keep a copy but must ask again each time; the ETag (weak because the same entity also goes out
 * compressed) makes asking cost a 304 when nothing changed.
 */
const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Public catalogue reads, answered from the versioned in-memory snapshot (CatalogSnapshot) as JSON prepared once per
 * catalogue version with its ETag (the lists are the contracts' Package[], Game[], GalleryImage[]). The testimonials
 * are libs/business/reviews' (approved reviews, with the samples kept here while there are few).
 */
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('packages')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  async packages(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendPrepared(reply, await this.catalog.packagesAnswer());
  }

  @Get('games')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  async games(@Query() query: GamesQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendPrepared(reply, await this.catalog.gamesAnswer(query));
  }

  @Get('gallery')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  async gallery(@Query() query: FeaturedQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendPrepared(reply, await this.catalog.galleryAnswer(query));
  }
}
