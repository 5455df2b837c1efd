import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HostAccounts } from '@app/accounts';
import { TeamHosts, TeamsService } from '@app/availability';
import { BookingEntity, longDate } from '@app/bookings';
import { emailSignOff, shortBookingId, startTimeLabel } from '@app/contracts';
import { composeEmail, MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { addressLineOf } from '@app/party';

/**
 * Tells the hosts when a party goes to another team (docs/product/hosts.md#moving-a-party-to-another-team): the old
 * team's active hosts that it is no longer theirs, the new team's that it is, each with its day, start and address as
 * the booking reads at sending. A booking cancelled meanwhile tells no one; MailService sends once per job.
 */
@Injectable()
export class TeamMoveMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teamHosts: TeamHosts,
    private readonly teams: TeamsService,
    private readonly hosts: HostAccounts,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  @OnEvent({ event: 'booking.team-moved', handler: 'admin.email-team-move', queue: 'email' })
  async send({ bookingId, fromTeamId, toTeamId }: EventPayloads['booking.team-moved']): Promise<number> {
    const booking = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId });
    if (!booking || booking.status === 'cancelled') return 0;
    const [members, hosts, teamNames, business] = await Promise.all([
      this.teamHosts.membersOf([fromTeamId, toTeamId]),
      this.hosts.list(),
      this.teams.names(this.dataSource.manager),
      this.settings.current(),
    ]);
    const active = new Map(hosts.filter((h) => h.active).map((h) => [h.id, h]));
    const to = teamNames.get(toTeamId) ?? String(toTeamId);
    const party = `${booking.childName}'s party (booking ${shortBookingId(booking.id)})`;
    const facts = [
      { label: 'Date', value: longDate(booking.eventDate) },
      { label: 'Start', value: startTimeLabel(booking.eventTime) },
      { label: 'Address', value: addressLineOf(booking.location) },
      { label: 'Team now', value: to },
    ];
    const letters = [
      {
        teamId: fromTeamId,
        subject: `A party is no longer your team's: ${longDate(booking.eventDate)}`,
        line: `${party} has moved to another team: your team no longer runs it.`,
      },
      {
        teamId: toTeamId,
        subject: `A party for your team: ${longDate(booking.eventDate)}`,
        line: `${party} is now your team's to run. You will find it with your parties.`,
      },
    ];
    let sent = 0;
    for (const { teamId, subject, line } of letters) {
      for (const id of members.get(teamId) ?? []) {
        // A host in both teams keeps the party: they are told nothing.
        if (members.get(fromTeamId)?.includes(id) && members.get(toTeamId)?.includes(id)) continue;
        const host = active.get(id);
        if (!host) continue;
        const email = composeEmail(subject, {
          greeting: `Hi ${host.name},`,
          intro: [{ lines: [line] }],
          blocks: [{ heading: 'The party', facts }],
          signOff: emailSignOff(business),
        });
        await this.mail.send({ to: host.email, replyTo: business.email, ...email });
        sent += 1;
      }
    }
    return sent;
  }
}
