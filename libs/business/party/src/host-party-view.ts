import type { BookingEntity, TimedGame } from '@app/bookings';
import {
  ARRIVAL_MINUTES_EARLY,
  customGameRef,
  eventStart,
  eventTypeLabel,
  mapSearchUrl,
  shortBookingId,
  extraChildrenAt,
  HOST_RULES,
  type HostParty,
  type HostPartyChild,
  type PartyDayState,
  waiverStateOf,
} from '@app/contracts';
import { ADD_ON_KEYS, centsToDollars, PRICE_TABLE, quote, type PricingSettings } from '@app/pricing';
import { withoutPhotoConsent, type RosterChildEntity } from '@app/roster';
import type { WaiverPolicy } from '@app/waivers';

/** What one host party is read from: the booking, its games, its roster's rows and the team it is allocated to. */
export interface HostPartyFacts {
  booking: BookingEntity;
  teamName: string;
  games: TimedGame[];
  children: RosterChildEntity[];
  /** The party day as libs/business/party keeps it: teams, results, scorers, awards. */
  day: PartyDayState;
  timeZone: string;
  pricing: PricingSettings;
  /** The waiver asked now, and the children of this booking a signature covers (null: the booking's own child). */
  waivers: { policy: WaiverPolicy; signed: ReadonlySet<string | null> };
}

/** The party's address on one line, as a host reads it (and a map searches it). */
export const addressLineOf = ({ address, city, state, zipCode }: BookingEntity['location']): string =>
  `${address}, ${city}, ${state} ${zipCode}`;

/**
 * The party as the host reads it on the day (docs/product/hosts.md#the-hosts-parties): what the run sheet says, as
 * data. The children coming only, those with notes (allergies) first, so none is missed.
 */
export function hostPartyOf(facts: HostPartyFacts): HostParty {
  const { booking: b, teamName, games, children, timeZone } = facts;
  const start = eventStart(b.eventDate, b.eventTime, timeZone);
  const line = addressLineOf(b.location);
  const { policy, signed } = facts.waivers;
  const coming = children
    .filter((c) => c.attending)
    .map((c) => ({ ...childOf(c), waiver: waiverStateOf(policy.enabled, c.id, signed) }));
  const arrivedCount = coming.filter((c) => c.arrived).length;
  const extraChildPrices = extraChildPricesOf(facts);
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
    games: games.map(({ id, name, minutes, custom }) => ({
      id: String(custom ? customGameRef(id) : id),
      name,
      minutes,
      custom,
    })),
    addOns: ADD_ON_KEYS.filter((key) => b.addOns[key]).map((key) => ({
      label: PRICE_TABLE.addOns[key].label,
      quantity: PRICE_TABLE.addOns[key].perChild ? b.guestCount : 1,
    })),
    specialRequests: b.specialRequests,
    children: [...coming.filter((c) => c.notes), ...coming.filter((c) => !c.notes)],
    withoutConsent: withoutPhotoConsent(children),
    arrivedCount,
    extraChildren: extraChildrenAt({ guestCount: b.guestCount, extraChildPrices }, arrivedCount),
    extraChildPrices,
    amountPaid: centsToDollars(b.amountPaidCents),
    balanceDue: centsToDollars(b.balanceDueCents),
    waivers: {
      required: policy.enabled,
      arriveWithoutWaiver: policy.arriveWithoutWaiver,
      text: policy.enabled ? policy.current : null,
      hostChild: { name: b.childName, state: waiverStateOf(policy.enabled, null, signed) },
    },
    ...facts.day,
  };
}

/**
 * What 1, 2, … more children than booked add (docs/product/hosts.md#check-in): the one price function with the
 * booking's games and add-ons, the larger count against the booked one, never the client's sum.
 */
function extraChildPricesOf({ booking: b, games, pricing }: HostPartyFacts): string[] {
  const priced = (guestCount: number) =>
    quote({ gameCount: games.length, guestCount, addOns: b.addOns }, pricing).totalPrice;
  return Array.from({ length: HOST_RULES.extraChildrenPriced }, (_, i) =>
    centsToDollars(priced(b.guestCount + i + 1) - priced(b.guestCount)),
  );
}

const childOf = (c: RosterChildEntity): Omit<HostPartyChild, 'waiver'> => ({
  id: c.id,
  firstName: c.firstName,
  age: c.age,
  shirtSize: c.shirtSize,
  notes: c.notes,
  photoConsent: c.photoConsent,
  arrived: c.arrivedAt !== null,
  walkIn: c.walkIn,
  emergencyPhone: c.emergencyPhone,
  medicalNote: c.medicalNote,
});
