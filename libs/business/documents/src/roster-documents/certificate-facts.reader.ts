import { Injectable } from '@nestjs/common';
import type { BookingEntity } from '@app/bookings';
import { certificateTitleOf } from '@app/contracts';
import { PartyDays } from '@app/party';
import { RosterStore } from '@app/roster';
import type { CertificateFacts } from '../document-facts';

/**
 * Who gets a certificate and with which title (docs/product/party-day.md#certificates): at the party, the children who
 * came; before anyone is checked in, every child coming. Each title is certificateTitleOf the party day as stored.
 * The api's download and the worker's e-mail read them alike.
 */
@Injectable()
export class CertificateFactsReader {
  constructor(
    private readonly roster: RosterStore,
    private readonly partyDays: PartyDays,
  ) {}

  async factsOf(booking: BookingEntity): Promise<CertificateFacts> {
    const [children, day] = await Promise.all([this.roster.childrenOf(booking.id), this.partyDays.stateOf(booking.id)]);
    const coming = children.filter((c) => c.attending);
    const arrived = coming.filter((c) => c.arrivedAt !== null);
    return {
      booking,
      children: (arrived.length ? arrived : coming).map((c) => ({
        firstName: c.firstName,
        title: certificateTitleOf(c.id, day),
      })),
    };
  }
}
