import { Inject, Injectable } from '@nestjs/common';
import { BookingLinks } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { SettingsService } from '@app/settings';
import type { DocumentContext } from './document-facts';

/** The context of the documents and e-mails built now: the admin's current settings and the booking links. */
@Injectable()
export class DocumentContexts {
  constructor(
    private readonly settings: SettingsService,
    private readonly links: BookingLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async now(): Promise<DocumentContext> {
    return {
      business: await this.settings.current(),
      publicUrl: this.config.publicUrl,
      bookingUrl: (bookingId) => this.links.url(bookingId),
    };
  }
}
