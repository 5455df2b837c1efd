import { Controller, Get, Query } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { CalendarQueryDto, type HostParty, type User } from '@app/contracts';
import { HostPartiesService } from './host-parties.service';
import { HostPartyId } from './host-route-ids';

/**
 * The host's parties (docs/product/hosts.md#the-hosts-parties): hosts only (a parent 403, nobody signed in 401). A
 * party of another host's team is the 404 of a booking that does not exist.
 */
@Controller('host/parties')
@Roles('host')
export class HostPartiesController {
  constructor(private readonly parties: HostPartiesService) {}

  /** ?from=yyyy-MM-dd&to=yyyy-MM-dd, the Calendar's range rules. */
  @Get()
  list(@CurrentUser() host: User, @Query() query: CalendarQueryDto): Promise<HostParty[]> {
    return this.parties.list(host.id, query.from, query.to);
  }

  @Get(':id')
  one(@CurrentUser() host: User, @HostPartyId() id: string): Promise<HostParty> {
    return this.parties.one(host.id, id);
  }
}
