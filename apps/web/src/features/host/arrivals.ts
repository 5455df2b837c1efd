import type { HostParty } from '@app/contracts';

/** Who came, told apart: the booked children checked in, the booking's count, and the walk-ins who came on the day. */
export interface Arrivals {
  bookedHere: number;
  booked: number;
  walkIns: number;
}

/**
 * A walk-in counted with the booked children read "7 of 6 arrived" while a booked child was missing
 * (docs/product/party-day.md#the-hosts-screens): the two are counted apart.
 */
export function arrivalsOf(party: Pick<HostParty, 'children' | 'guestCount'>): Arrivals {
  const here = party.children.filter((child) => child.arrived);
  const walkIns = here.filter((child) => child.walkIn).length;
  return { bookedHere: here.length - walkIns, booked: party.guestCount, walkIns };
}
