import { Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import { shortBookingId } from '@app/contracts';
import { composeEmail, type Email, MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { bookingEmail, eventWhen } from './document-emails';
import { DocumentContexts } from './document-contexts';
import type { BookingFacts, DocumentContext } from './document-facts';
import { DocumentFactsReader } from './document-facts.reader';
import { inviteAttachment } from './event-invite';
import { eventTitle } from './templates/booking-summary';

/** The parent's "your event has a new date and time" e-mail; the updated invite goes with it. */
function rescheduledEmail(facts: BookingFacts, ctx: DocumentContext): Email {
  return composeEmail(
    `Your booking ${shortBookingId(facts.booking.id)} has a new date and time`,
    bookingEmail(facts, ctx, {
      intro: [
        {
          lines: [
            `${eventTitle(facts)} now takes place on ${eventWhen(facts, ctx)}.`,
            'The calendar invite attached replaces the one you had: open it and your calendar moves the event.',
          ],
        },
      ],
      blocks: [],
    }),
  );
}

/**
 * E-mails the parent the updated invite when their event moved (booking.rescheduled, the parent's or an
 * admin's move). The booking's `calendar_notified_sequence` is its idempotency record: a move already told (or
 * overtaken by a later one, whose e-mail carries the latest time) is not sent again.
 */
@Injectable()
export class RescheduleMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: DocumentFactsReader,
    private readonly mail: MailService,
    private readonly contexts: DocumentContexts,
  ) {}

  @OnEvent({ event: 'booking.rescheduled', handler: 'documents.email-rescheduled', queue: 'email' })
  async send({ bookingId, sequence }: EventPayloads['booking.rescheduled']): Promise<void> {
    const facts = await this.facts.bookingFacts(bookingId);
    const b = facts.booking;
    if (b.calendarNotifiedSequence >= sequence || b.status === 'cancelled') return;
    const ctx = await this.contexts.now();
    await this.mail.send({
      to: b.parentEmail,
      replyTo: ctx.business.email,
      ...rescheduledEmail(facts, ctx),
      attachments: [inviteAttachment(facts, ctx)],
    });
    await this.dataSource
      .getRepository(BookingEntity)
      .update(
        { id: b.id, calendarNotifiedSequence: LessThan(b.calendarSequence) },
        { calendarNotifiedSequence: b.calendarSequence },
      );
  }
}
