import { Injectable } from '@nestjs/common';
import { HostAccounts, type HostAccount } from '@app/accounts';
import { TeamHosts } from '@app/availability';
import { HOST_MESSAGES as M, type AdminHost, type InviteHostRequest, type UpdateHostRequest } from '@app/contracts';
import { PlatformException } from '@app/platform';

/**
 * The admin's hosts (docs/product/hosts.md#hosts): their accounts and invitations are accounts', the teams they are
 * members of availability's; this joins the two and checks, before a team's list is written, that every id is an
 * active host.
 */
@Injectable()
export class AdminHostsService {
  constructor(
    private readonly accounts: HostAccounts,
    private readonly teamHosts: TeamHosts,
  ) {}

  async list(): Promise<AdminHost[]> {
    return this.withTeams(await this.accounts.list());
  }

  async invite(request: InviteHostRequest): Promise<AdminHost> {
    const [host] = await this.withTeams([await this.accounts.invite(request)]);
    return host;
  }

  async update(id: string, change: UpdateHostRequest): Promise<AdminHost> {
    const [host] = await this.withTeams([await this.accounts.update(id, change)]);
    return host;
  }

  async reinvite(id: string): Promise<AdminHost> {
    const [host] = await this.withTeams([await this.accounts.reinvite(id)]);
    return host;
  }

  /** The team's members, all at once; every id must be an active host. Answers the hosts as the list shows them. */
  async replaceTeamHosts(teamId: number, hostIds: string[]): Promise<AdminHost[]> {
    const ids = [...new Set(hostIds)];
    const hosts = new Set(await this.accounts.activeHostIds(ids));
    if (ids.some((id) => !hosts.has(id))) {
      throw new PlatformException('VALIDATION_FAILED', M.notAHost, { fields: { hostIds: M.notAHost } });
    }
    await this.teamHosts.replace(teamId, ids);
    return this.list();
  }

  private async withTeams(hosts: HostAccount[]): Promise<AdminHost[]> {
    const teams = await this.teamHosts.teamsOf(hosts.map((h) => h.id));
    return hosts.map((host) => ({ ...host, teams: teams.get(host.id) ?? [] }));
  }
}
