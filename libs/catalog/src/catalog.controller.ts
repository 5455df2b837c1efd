import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FeaturedQueryDto, GamesQueryDto } from './catalog-query.dto';
import { CatalogFastLane } from './catalog-fast-lane';
import { CatalogService } from './catalog.service';

/** Public catalogue reads: pre-serialised bytes with an ETag, so a repeat visit costs a 304. */
@Controller()
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly http: CatalogFastLane,
  ) {}

  @Get('packages')
  async packages(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.catalog.packages());
  }

  @Get('games')
  async games(@Query() query: GamesQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.catalog.games(query));
  }

  @Get('gallery')
  async gallery(@Query() query: FeaturedQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.catalog.gallery(query));
  }

  @Get('testimonials')
  async testimonials(@Query() query: FeaturedQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.catalog.testimonials(query));
  }
}
