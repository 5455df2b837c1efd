import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { resultWords, type AdminResultCorrection, type HostParty, type User } from '@app/contracts';
import { PartyDays } from './party-days.service';
import { Clock } from '@app/platform';
import { HostPartiesService } from './host-parties.service';
import { partyFactsOf } from './host-party-day.service';

/**
 * The office's view of a party's day (docs/product/party-day.md#the-admins-view): the party as its host sees it, and
 * a game's result corrected, final or not, with a line in the booking's history.
 */
@Injectable()
export class AdminPartyService {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly days: PartyDays,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  read(bookingId: string): Promise<HostParty> {
    return this.parties.ofBooking(bookingId);
  }

  async correctResult(admin: User, bookingId: string, gameId: string, dto: AdminResultCorrection): Promise<HostParty> {
    const party = await this.parties.ofBooking(bookingId);
    const game = party.games.find((g) => g.id === gameId)?.name ?? gameId;
    const { winnerTeamId, points } = dto;
    await this.days.correct(partyFactsOf(party), gameId, { winnerTeamId, points }, this.clock.now(), (manager, c) =>
      this.audit.record(manager, {
        subject: 'booking',
        subjectId: bookingId,
        action: 'result-corrected',
        actor: { id: admin.id, name: admin.username },
        before: { game, result: c.before ? resultWords(c.before, c.teams) : null },
        after: { game, result: resultWords(c.after, c.teams) },
      }),
    );
    return this.parties.ofBooking(bookingId);
  }
}
