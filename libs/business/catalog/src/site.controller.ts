import { Controller, Get, Header } from '@nestjs/common';
import type { SiteInfo } from '@app/contracts';
import { SiteService } from './site.service';

@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  /** Revalidated each time: `today` turns over at the business's midnight. */
  @Get()
  @Header('Cache-Control', 'no-cache')
  info(): Promise<SiteInfo> {
    return this.site.info();
  }
}
