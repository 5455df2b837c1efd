import { Injectable } from '@nestjs/common';
import { BookingsException } from '@app/bookings';
import { PARTY_MESSAGES, partyClosedMessage, resultsAreFinal, type HostParty } from '@app/contracts';
import { Clock } from '@app/platform';
import { happenedAt } from './host-action-time';
import { HostPartiesService } from './host-parties.service';
import { PartyException } from './party.exception';

/**
 * What refuses a host's write besides its own rules: `open`, any write of the party day, on a booking that is not
 * confirmed; `results`, a write of the results (teams, a scorer, a result, the awards), first refused once they are
 * final; `lifecycle`, completing the party, whose status move refuses it under the booking's lock
 * (docs/product/hosts.md#finishing).
 */
export type HostWriteGate = 'open' | 'results' | 'lifecycle';

/**
 * Where every host write at a party starts (docs/product/party-day.md): the party as its host may read it (another
 * team's is the 404 of one that does not exist), when the action happened (its `at` within bounds, 400 at `at`), and
 * whether the party still takes it: 409 RESULTS_FINAL once the results are final, 409 BOOKING_STATE_CONFLICT on a
 * booking that is not confirmed (pending, cancelled, completed), worded by its status.
 */
@Injectable()
export class HostPartyWrites {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly clock: Clock,
  ) {}

  async open(hostId: string, bookingId: string, dto: { at?: string }, gate: HostWriteGate) {
    const { party, bookedAt } = await this.parties.booked(hostId, bookingId);
    const at = happenedAt(this.clock, dto, bookedAt);
    if (gate === 'results' && resultsAreFinal(party)) {
      throw new PartyException('RESULTS_FINAL', PARTY_MESSAGES.resultsFinal);
    }
    if (gate !== 'lifecycle') refuseUnlessConfirmed(party);
    return { party, at };
  }
}

function refuseUnlessConfirmed(party: HostParty): void {
  if (party.status !== 'confirmed') {
    throw new BookingsException('BOOKING_STATE_CONFLICT', partyClosedMessage(party.status));
  }
}
