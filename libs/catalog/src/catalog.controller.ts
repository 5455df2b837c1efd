import { Controller, Get, Header, Query } from '@nestjs/common';
import type { GalleryImage, Game, Package, Testimonial } from '@app/contracts';
import { FeaturedQueryDto, GamesQueryDto } from './catalog-query.dto';
import { CatalogService } from './catalog.service';

/**
 * Browsers may keep a copy but must ask again each time; the pipeline's ETag (@fastify/etag, weak because the same
 * entity also goes out compressed) makes asking cost a 304 when nothing changed.
 */
const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Public catalogue reads, answered from the versioned in-memory snapshot (CatalogSnapshot). */
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('packages')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  packages(): Promise<Package[]> {
    return this.catalog.listPackages();
  }

  @Get('games')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  games(@Query() query: GamesQueryDto): Promise<Game[]> {
    return this.catalog.listGames(query);
  }

  @Get('gallery')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  gallery(@Query() query: FeaturedQueryDto): Promise<GalleryImage[]> {
    return this.catalog.listGallery(query);
  }

  @Get('testimonials')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  testimonials(@Query() query: FeaturedQueryDto): Promise<Testimonial[]> {
    return this.catalog.listTestimonials(query);
  }
}
