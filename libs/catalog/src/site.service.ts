import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { todayIn, type SiteInfo } from '@app/contracts';

/**
 * Business facts from configuration (DESIGN §4.14), the business's own "today" for the date picker, and the
 * configured prices (DESIGN §4.3) the SPA's price summary needs.
 */
@Injectable()
export class SiteService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  info(now: Date = new Date()): SiteInfo {
    const { phone, email, serviceArea, servedPlaces, timeZone, social } = this.config.business;
    return {
      phone,
      email,
      serviceArea,
      servedPlaces,
      timeZone,
      today: todayIn(timeZone, now),
      social,
      cancellationFeePercent: this.config.cancellation.feePercent,
      pricing: this.config.pricing,
    };
  }
}
