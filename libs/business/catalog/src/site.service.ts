import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { servedPlacesOf, todayIn, type SiteInfo } from '@app/contracts';
import { SettingsService } from '@app/settings';

/**
 * The public part of the admin's settings (docs/product/pages.md#business-facts), the business's own "today" for the
 * date picker, and the configured prices (docs/product/money.md#large-group) the SPA's price summary needs.
 */
@Injectable()
export class SiteService {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async info(now: Date = new Date()): Promise<SiteInfo> {
    const s = await this.settings.current();
    return {
      businessName: s.businessName,
      phone: s.phone,
      email: s.email,
      postalAddress: s.postalAddress,
      serviceArea: s.serviceArea,
      servedPlaces: servedPlacesOf(s),
      timeZone: s.timeZone,
      today: todayIn(s.timeZone, now),
      social: socialOf(s),
      taxNote: s.taxNote,
      cancellationFeePercent: s.cancellationFeePercent,
      rosterRetentionDays: s.rosterRetentionDays,
      albumRetentionDays: s.albumRetentionDays,
      pricing: this.config.pricing,
    };
  }
}

/** Only the links the admin gave (an absent one is left out, as before). */
const socialOf = (s: { facebookUrl: string | null; instagramUrl: string | null; twitterUrl: string | null }) => ({
  ...(s.facebookUrl && { facebook: s.facebookUrl }),
  ...(s.instagramUrl && { instagram: s.instagramUrl }),
  ...(s.twitterUrl && { twitter: s.twitterUrl }),
});
