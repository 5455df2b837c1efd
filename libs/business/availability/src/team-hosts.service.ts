import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CALENDAR_MESSAGES as M, eventStartSql } from '@app/contracts';
import { SettingsService } from '@app/settings';
import { AvailabilityException } from './availability.exception';
import { toAllocation, type Allocation, type AllocationRow } from './availability.service';

const ALLOCATION_COLUMNS = `a.id, a.team_id, a.booking_id, a.kind, lower(a.during) AS starts_at,
  upper(a.during) AS ends_at, a.hold_expires_at, t.name AS team_name`;
const HOST_ALLOCATIONS = `allocations a JOIN team_hosts th ON th.team_id = a.team_id JOIN teams t ON t.id = a.team_id`;

/** A booking's allocation to one of a host's teams, with the team's name. */
export type HostAllocation = Allocation & { teamName: string };

const toHostAllocation = (row: AllocationRow & { team_name: string }): HostAllocation => ({
  ...toAllocation(row),
  teamName: row.team_name,
});

/**
 * The hosts of each team (docs/product/hosts.md#teams-and-hosts) and what that makes theirs: a booking's active
 * allocation to a team tells who runs it. Hosts are accounts' users, named here by id only: the caller asks accounts
 * which ids are hosts before it writes a team's list.
 */
@Injectable()
export class TeamHosts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** The team's hosts, replaced at once (TEAM_NOT_FOUND for no such team). */
  async replace(teamId: number, hostIds: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const teams: unknown[] = await manager.query(`SELECT id FROM teams WHERE id = $1 FOR UPDATE`, [teamId]);
      if (!teams.length) throw new AvailabilityException('TEAM_NOT_FOUND', M.teamNotFound);
      await manager.query(`DELETE FROM team_hosts WHERE team_id = $1`, [teamId]);
      await manager.query(
        `INSERT INTO team_hosts (team_id, host_id) SELECT $1, h FROM unnest($2::uuid[]) AS h ON CONFLICT DO NOTHING`,
        [teamId, hostIds],
      );
    });
  }

  /** The teams of each of these hosts, by name. */
  async teamsOf(hostIds: string[]): Promise<Map<string, { id: number; name: string }[]>> {
    const rows: { host_id: string; id: number; name: string }[] = await this.dataSource.query(
      `SELECT th.host_id, t.id, t.name FROM team_hosts th JOIN teams t ON t.id = th.team_id
       WHERE th.host_id = ANY($1::uuid[]) ORDER BY t.name, t.id`,
      [hostIds],
    );
    const teams = new Map<string, { id: number; name: string }[]>(hostIds.map((id) => [id, []]));
    for (const { host_id, id, name } of rows) teams.get(host_id)?.push({ id, name });
    return teams;
  }

  /** The ids of each of these teams' hosts (a team without any has an empty list). */
  async membersOf(teamIds: number[]): Promise<Map<number, string[]>> {
    const rows: { team_id: number; host_id: string }[] = await this.dataSource.query(
      `SELECT team_id, host_id FROM team_hosts WHERE team_id = ANY($1::int[]) ORDER BY team_id, host_id`,
      [teamIds],
    );
    const members = new Map<number, string[]>(teamIds.map((id) => [id, []]));
    for (const { team_id, host_id } of rows) members.get(team_id)?.push(host_id);
    return members;
  }

  /**
   * The bookings' active allocations to the host's teams whose team time meets the business days `from` to `to`
   * (both included), earliest first.
   */
  async allocationsOf(hostId: string, from: string, to: string): Promise<HostAllocation[]> {
    const rows: (AllocationRow & { team_name: string })[] = await this.dataSource.query(
      `SELECT ${ALLOCATION_COLUMNS}
       FROM ${HOST_ALLOCATIONS}
       WHERE th.host_id = $4 AND a.active AND a.kind IN ('hold', 'firm')
         AND a.during && tstzrange(${eventStartSql('$1', '0', '$3')}, ${eventStartSql('$2', '0', '$3')} + interval '1 day')
       ORDER BY lower(a.during), a.team_id`,
      [from, to, this.settings.snapshot().timeZone, hostId],
    );
    return rows.map(toHostAllocation);
  }

  /** The booking's active allocation when it is to one of the host's teams; null otherwise (no such booking too). */
  async allocationOf(hostId: string, bookingId: string): Promise<HostAllocation | null> {
    const rows: (AllocationRow & { team_name: string })[] = await this.dataSource.query(
      `SELECT ${ALLOCATION_COLUMNS}
       FROM ${HOST_ALLOCATIONS}
       WHERE th.host_id = $1 AND a.active AND a.kind IN ('hold', 'firm') AND a.booking_id = $2`,
      [hostId, bookingId],
    );
    return rows.length ? toHostAllocation(rows[0]) : null;
  }

  /** The booking's active allocation, whichever team has it (the office's read of the party); null without one. */
  async allocationOfBooking(bookingId: string): Promise<HostAllocation | null> {
    const rows: (AllocationRow & { team_name: string })[] = await this.dataSource.query(
      `SELECT ${ALLOCATION_COLUMNS}
       FROM allocations a JOIN teams t ON t.id = a.team_id
       WHERE a.active AND a.kind IN ('hold', 'firm') AND a.booking_id = $1`,
      [bookingId],
    );
    return rows.length ? toHostAllocation(rows[0]) : null;
  }
}
