import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { shortBookingId, startTimeLabel } from '@app/contracts';
import { composeEmail, MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { longDate } from './booking-received-email';
import { BookingEntity } from './entities/booking.entity';

/**
 * Tells the business that a booking was paid after its hold lapsed and no team was free at its time: the
 * money is recorded and the booking confirmed, so someone must give it a team (the admin calendar) or call the family.
 * It keeps no record of its own: the job runs once per event, and its retry does not send again (MailService).
 */
@Injectable()
export class TeamNeededNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnEvent({ event: 'booking.team-needed', handler: 'bookings.team-needed-email', queue: 'email' })
  async notify({ bookingId }: EventPayloads['booking.team-needed']): Promise<void> {
    const booking = await this.dataSource.getRepository(BookingEntity).findOneByOrFail({ id: bookingId });
    const ref = shortBookingId(booking.id);
    const mail = composeEmail(`Booking ${ref} is paid but has no team`, {
      intro: [
        {
          lines: [
            `Booking ${ref} (${booking.parentName}, ${booking.parentPhone}) was paid after its hold lapsed, and no team ` +
              `was free on ${longDate(booking.eventDate)} at ${startTimeLabel(booking.eventTime)}.`,
            'Give it a team or move it in the admin calendar, or call the family.',
          ],
        },
      ],
      action: { label: 'Open the admin area', url: `${this.config.publicUrl}/admin` },
      blocks: [],
      signOff: [],
    });
    await this.mail.send({ to: this.config.mail.contactInbox, ...mail });
  }
}
