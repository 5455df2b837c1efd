import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  JoinWaitlistDto,
  WAITLIST_MESSAGES as M,
  WaitlistTokenQueryDto,
  type WaitlistEntryView,
  type WaitlistJoined,
  type WaitlistOfferView,
} from '@app/contracts';
import { ClientAddress, RateLimit } from '@app/rate-limit';
import { WaitlistException } from './waitlist.exception';
import { WaitlistJoin } from './waitlist-join';
import { WaitlistLinks } from './waitlist-links';
import { WaitlistOffers } from './waitlist-offers';
import { WaitlistOffice } from './waitlist-office';

/**
 * The parent's side of the waiting list (docs/product/waitlist.md#leaving): joining, anonymous or signed in, and the
 * e-mails' signed links. A link that does not open the entry or offer is the same 404 as an id that is none.
 */
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly joining: WaitlistJoin,
    private readonly offers: WaitlistOffers,
    private readonly reads: WaitlistOffice,
    private readonly links: WaitlistLinks,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimit('waitlist')
  join(@Body() dto: JoinWaitlistDto, @ClientAddress() clientAddress: string): Promise<WaitlistJoined> {
    return this.joining.join(dto, clientAddress);
  }

  @Get('entries/:id')
  entry(@Param('id') id: string, @Query() { token }: WaitlistTokenQueryDto): Promise<WaitlistEntryView> {
    return this.openEntry(id, token);
  }

  /** Leaves the list (also when already off it: the answer says how it stands). */
  @Post('entries/:id/leave')
  @HttpCode(200)
  async leave(@Param('id') id: string, @Query() { token }: WaitlistTokenQueryDto): Promise<WaitlistEntryView> {
    await this.openEntry(id, token);
    await this.offers.leave(id, 'left');
    return this.openEntry(id, token);
  }

  @Get('offers/:id')
  offer(@Param('id') id: string, @Query() { token }: WaitlistTokenQueryDto): Promise<WaitlistOfferView> {
    return this.openOffer(id, token);
  }

  /** Declines the offer while it is open (afterwards the answer says how it ended). */
  @Post('offers/:id/decline')
  @HttpCode(200)
  async decline(@Param('id') id: string, @Query() { token }: WaitlistTokenQueryDto): Promise<WaitlistOfferView> {
    await this.openOffer(id, token);
    await this.offers.decline(id);
    return this.openOffer(id, token);
  }

  private async openEntry(id: string, token: string): Promise<WaitlistEntryView> {
    const entry = this.links.opens('entry', id, token) ? await this.reads.entry(id) : null;
    if (!entry) throw new WaitlistException('WAITLIST_LINK_INVALID', M.linkInvalid);
    return entry;
  }

  private async openOffer(id: string, token: string): Promise<WaitlistOfferView> {
    const offer = this.links.opens('offer', id, token) ? await this.reads.offer(id) : null;
    if (!offer) throw new WaitlistException('WAITLIST_LINK_INVALID', M.linkInvalid);
    return offer;
  }
}
