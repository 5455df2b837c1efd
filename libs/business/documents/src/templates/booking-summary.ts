import {
  ARRIVAL_MINUTES_EARLY,
  clockTimeAbbrIn,
  eventTypeLabel,
  intensityLabel,
  longDateIn,
  shortBookingId,
  timeZoneLabel,
} from '@app/contracts';
import { ADD_ON_KEYS, PRICE_TABLE } from '@app/pricing';
import type { BookingFacts, DocumentContext } from '../document-facts';
import { eventStart } from '../event-time';
import { html, SafeHtml } from './html';

/** "Alex's Birthday Party": what the event is, in the parent's words. */
export const eventTitle = ({ booking }: BookingFacts): string =>
  `${booking.childName}'s ${eventTypeLabel(booking.eventType)}`;

/** When the team arrives to set up: ARRIVAL_MINUTES_EARLY before the event's start. */
export const arrivalAt = (start: Date): Date => new Date(start.getTime() - ARRIVAL_MINUTES_EARLY * 60_000);

/** "12 Oak Street, Austin, TX 78701" */
export function locationLine({ booking }: BookingFacts): string {
  const { address, city, state, zipCode } = booking.location;
  return `${address}, ${city}, ${state} ${zipCode}`;
}

/** The event as both documents state it: when (in the business's zone), where, who, and what is played. */
export function eventFacts(facts: BookingFacts, { business }: DocumentContext): [string, SafeHtml | string][] {
  const b = facts.booking;
  const start = eventStart(b.eventDate, b.eventTime, business.timeZone);
  const intensity = intensityLabel(b.intensity);
  const arrival = arrivalAt(start);
  return [
    ['Booking', shortBookingId(b.id)],
    ['Event', `${eventTypeLabel(b.eventType)}${b.eventTheme ? `, theme: ${b.eventTheme}` : ''}`],
    ['Date', longDateIn(start, business.timeZone)],
    [
      'Time',
      html`${clockTimeAbbrIn(start, business.timeZone)} for ${b.durationMinutes} minutes
        <span class="tag">(our team arrives at ${clockTimeAbbrIn(arrival, business.timeZone)} to set up)</span>`,
    ],
    ['Time zone', timeZoneLabel(start, business.timeZone)],
    ['Location', html`${locationLine(facts)}<br /><span class="tag">${b.location.spaceDetails}</span>`],
    ['Child', `${b.childName}, turning ${b.childAge}`],
    ['Children', String(b.guestCount)],
    ['Intensity', intensity],
    [
      'Games',
      html`<ul>
        ${facts.games.map((g) => html`<li>${g.name}${g.custom ? html` <span class="tag">(custom game)</span>` : ''}</li>`)}
      </ul>`,
    ],
    [
      'Add-ons',
      ADD_ON_KEYS.filter((k) => b.addOns[k])
        .map((k) => PRICE_TABLE.addOns[k].label)
        .join(', ') || 'None',
    ],
    ['Special requests', b.specialRequests ?? ''],
  ];
}
