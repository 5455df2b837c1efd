import type { BookingEntity, TimedGame } from '@app/bookings';
import {
  ARRIVAL_MINUTES_EARLY,
  eventStart,
  eventTypeLabel,
  mapSearchUrl,
  shortBookingId,
  type HostParty,
  type HostPartyChild,
} from '@app/contracts';
import { ADD_ON_KEYS, PRICE_TABLE } from '@app/pricing';
import type { RosterChildEntity } from '@app/roster';

/** What one host party is read from: the booking, its games, its roster's rows and the team it is allocated to. */
export interface HostPartyFacts {
  booking: BookingEntity;
  teamName: string;
  games: TimedGame[];
  children: RosterChildEntity[];
  timeZone: string;
}

/** The party's address on one line, as a host reads it (and a map searches it). */
export const addressLineOf = ({ address, city, state, zipCode }: BookingEntity['location']): string =>
  `${address}, ${city}, ${state} ${zipCode}`;

/**
 * The party as the host reads it on the day (docs/product/hosts.md#the-hosts-parties): what the run sheet says, as
 * data. The children coming only, those with notes (allergies) first, so none is missed.
 */
export function hostPartyOf({ booking: b, teamName, games, children, timeZone }: HostPartyFacts): HostParty {
  const start = eventStart(b.eventDate, b.eventTime, timeZone);
  const line = addressLineOf(b.location);
  const coming = children.filter((c) => c.attending).map(childOf);
  return {
    bookingId: b.id,
    shortId: shortBookingId(b.id),
    status: b.status,
    teamName,
    eventDate: b.eventDate,
    eventTime: b.eventTime,
    startsAt: start.toISOString(),
    arrivesAt: new Date(start.getTime() - ARRIVAL_MINUTES_EARLY * 60_000).toISOString(),
    durationMinutes: b.durationMinutes,
    packageLabel: eventTypeLabel(b.eventType),
    theme: b.eventTheme,
    childName: b.childName,
    childAge: b.childAge,
    guestCount: b.guestCount,
    address: { line, spaceDetails: b.location.spaceDetails, mapUrl: mapSearchUrl(line) },
    parent: { name: b.parentName, phone: b.parentPhone },
    games: games.map(({ name, minutes, custom }) => ({ name, minutes, custom })),
    addOns: ADD_ON_KEYS.filter((key) => b.addOns[key]).map((key) => ({
      label: PRICE_TABLE.addOns[key].label,
      quantity: PRICE_TABLE.addOns[key].perChild ? b.guestCount : 1,
    })),
    specialRequests: b.specialRequests,
    children: [...coming.filter((c) => c.notes), ...coming.filter((c) => !c.notes)],
  };
}

const childOf = ({ id, firstName, age, shirtSize, notes, photoConsent }: RosterChildEntity): HostPartyChild => ({
  id,
  firstName,
  age,
  shirtSize,
  notes,
  photoConsent,
});
