import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Clock } from '@app/platform';
import { SettingsService } from '@app/settings';
import type { BookingEntity } from './entities/booking.entity';
import { eventStart } from './event-start';

/** How long after its event a booking's link still opens it (the receipt, the calendar, a late question). */
export const LINK_DAYS_AFTER_EVENT = 30;

/**
 * The signed link to a booking's own page that every e-mail about it carries: an HMAC-SHA256 of the booking id under
 * BOOKING_LINK_SECRET. It opens that booking only, for whoever holds it, until LINK_DAYS_AFTER_EVENT days after the
 * booking's event as it is now (a reschedule moves the end); it signs nobody in.
 */
@Injectable()
export class BookingLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  token(bookingId: string): string {
    return createHmac('sha256', this.config.bookingLinks.secret).update(bookingId).digest('base64url');
  }

  /** `${PUBLIC_URL}/bookings/:id?token=...`: the booking's page. */
  url(bookingId: string): string {
    return `${this.config.publicUrl}/bookings/${bookingId}?token=${this.token(bookingId)}`;
  }

  /**
   * Does `token` open this booking now? Compared in constant time, so a guess learns nothing from the answer's time.
   * `daysAfterEvent`: a read that outlives the page (the party's album, docs/product/albums.md#retention) keeps the
   * link good for longer.
   */
  opens(
    booking: Pick<BookingEntity, 'id' | 'eventDate' | 'eventTime'>,
    token: string | null,
    daysAfterEvent = LINK_DAYS_AFTER_EVENT,
  ): boolean {
    if (!token) return false;
    const given = Buffer.from(token);
    const expected = Buffer.from(this.token(booking.id));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const start = eventStart(booking.eventDate, booking.eventTime, this.settings.snapshot().timeZone);
    return this.clock.now().getTime() <= start.getTime() + daysAfterEvent * 86_400_000;
  }
}
