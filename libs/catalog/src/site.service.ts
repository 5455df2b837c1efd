import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { SiteInfo } from '@app/contracts';

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** yyyy-MM-dd of `now` as a wall calendar in `timeZone` shows it (en-CA formats dates as ISO). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * Business facts from configuration (DESIGN §4.14), the business's own "today" for the date picker, and the
 * configured prices (DESIGN §4.3) the SPA's price summary needs.
 */
@Injectable()
export class SiteService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  info(now: Date = new Date()): SiteInfo {
    const { phone, email, serviceArea, timeZone, social } = this.config.business;
    return { phone, email, serviceArea, timeZone, today: todayIn(timeZone, now), social, pricing: this.config.pricing };
  }
}
