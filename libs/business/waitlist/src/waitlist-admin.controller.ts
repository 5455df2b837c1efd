import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Roles } from '@app/accounts';
import {
  OfferWaitlistTimeDto,
  WAITLIST_MESSAGES as M,
  WaitlistDayQueryDto,
  WaitlistOffersQueryDto,
  WaitlistPeriodQueryDto,
  type AdminWaitlistEntry,
  type AdminWaitlistOffer,
  type WaitlistDayCounts,
  type WaitlistFigures,
  type WaitlistOfferView,
} from '@app/contracts';
import { WaitlistException } from './waitlist.exception';
import { WaitlistOffers } from './waitlist-offers';
import { WaitlistOffice } from './waitlist-office';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The office's waiting list (docs/product/waitlist.md#the-office): admins only (401 anonymous, 403 anyone else). */
@Controller('admin/waitlist')
@Roles('admin')
export class WaitlistAdminController {
  constructor(
    private readonly offers: WaitlistOffers,
    private readonly reads: WaitlistOffice,
  ) {}

  /** The families waiting for a day, in the order times are offered. */
  @Get()
  waiting(@Query() { day }: WaitlistDayQueryDto): Promise<AdminWaitlistEntry[]> {
    return this.reads.waitingOn(day);
  }

  /** The Calendar's counts: families waiting on each day of the period. */
  @Get('days')
  days(@Query() { from, to }: WaitlistPeriodQueryDto): Promise<WaitlistDayCounts> {
    return this.reads.dayCounts(from, to);
  }

  /** A cancelled (or moved) booking's detail: who was offered its time. */
  @Get('offers')
  offersOf(@Query() { bookingId }: WaitlistOffersQueryDto): Promise<AdminWaitlistOffer[]> {
    return this.reads.offersOf(bookingId);
  }

  @Get('figures')
  figures(@Query() { from, to }: WaitlistPeriodQueryDto): Promise<WaitlistFigures> {
    return this.reads.figures(from, to);
  }

  /** Holds a time for this family (SLOT_TAKEN when it is not free) and e-mails them the offer. */
  @Post('entries/:id/offer')
  @HttpCode(201)
  async offer(@Param('id') id: string, @Body() dto: OfferWaitlistTimeDto): Promise<WaitlistOfferView> {
    refuseUnknown(id);
    const offerId = await this.offers.offerTo(id, dto.eventDate, dto.eventTime);
    return (await this.reads.offer(offerId))!;
  }

  /** Takes the family off the list; a time held for them goes to the next family. */
  @Delete('entries/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    refuseUnknown(id);
    if (!(await this.offers.leave(id, 'removed'))) {
      throw new WaitlistException('WAITLIST_ENTRY_NOT_WAITING', M.entryNotWaiting);
    }
  }
}

/** An id that is no UUID names no family (the database would refuse the cast). */
function refuseUnknown(id: string): void {
  if (!UUID.test(id)) throw new WaitlistException('WAITLIST_ENTRY_NOT_WAITING', M.entryNotWaiting);
}
