import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { TeamHosts } from '@app/availability';
import { ADMIN_CALLER, BookingSearch, BookingsException, BookingsService } from '@app/bookings';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { type HostParty } from '@app/contracts';
import { PartyDays } from './party-days.service';
import { RosterStore } from '@app/roster';
import { SettingsService } from '@app/settings';
import { WaiverPolicies, WaiverSignatures } from '@app/waivers';
import { hostPartyOf } from './host-party-view';
import { noSuchParty } from './host-route-ids';

/** A party as its host reads it, and when its booking was made. */
export interface BookedParty {
  party: HostParty;
  bookedAt: Date;
}

/**
 * A host's parties (docs/product/hosts.md#the-hosts-parties): the bookings allocated to the teams the host is a
 * member of (availability says which), each read from bookings (the booking, its games) and the roster (the children).
 */
@Injectable()
export class HostPartiesService {
  constructor(
    private readonly teamHosts: TeamHosts,
    private readonly bookings: BookingsService,
    private readonly search: BookingSearch,
    private readonly roster: RosterStore,
    private readonly partyDays: PartyDays,
    private readonly settings: SettingsService,
    private readonly waiverPolicies: WaiverPolicies,
    private readonly waivers: WaiverSignatures,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The host's parties on the business days `from` to `to` (both included), in time order. */
  async list(hostId: string, from: string, to: string): Promise<HostParty[]> {
    const allocations = await this.teamHosts.allocationsOf(hostId, from, to);
    const parties = await Promise.all(allocations.map((a) => this.party(a.bookingId, a.teamName)));
    // A party's team time may begin the evening before its day (set-up): only the days asked for are listed.
    return parties.filter((p): p is HostParty => p !== null && p.eventDate >= from && p.eventDate <= to);
  }

  /** `bookingId` as the host's routes read it (HostPartyId: a UUID). */
  async one(hostId: string, bookingId: string): Promise<HostParty> {
    return (await this.booked(hostId, bookingId)).party;
  }

  /** The host's party and when its booking was made: what a host's write is checked against (HostPartyWrites). */
  async booked(hostId: string, bookingId: string): Promise<BookedParty> {
    const allocation = await this.teamHosts.allocationOf(hostId, bookingId);
    const read = allocation ? await this.read(allocation.bookingId, allocation.teamName) : null;
    if (!read) throw noSuchParty();
    return read;
  }

  /**
   * The office's read of any booking's party (docs/product/party-day.md#the-admins-view), the team that has it named
   * (empty when none has); a booking that does not exist is the 404.
   */
  async ofBooking(bookingId: string): Promise<HostParty> {
    const allocation = isUUID(bookingId) ? await this.teamHosts.allocationOfBooking(bookingId) : null;
    const party = isUUID(bookingId) ? await this.party(bookingId, allocation?.teamName ?? '') : null;
    if (!party) throw noSuchParty();
    return party;
  }

  private async party(bookingId: string, teamName: string): Promise<HostParty | null> {
    return (await this.read(bookingId, teamName))?.party ?? null;
  }

  /** null for an allocation whose booking was deleted (allocations keep no foreign key to bookings). */
  private async read(bookingId: string, teamName: string): Promise<BookedParty | null> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER).catch((err: unknown) => {
      if (err instanceof BookingsException) return null;
      throw err;
    });
    if (!booking) return null;
    const [games, children, day, policy, signed] = await Promise.all([
      this.search.timedGamesOf(booking.id),
      this.roster.childrenOf(booking.id),
      this.partyDays.stateOf(booking.id),
      this.waiverPolicies.policy(),
      this.waivers.signedChildren([booking.id]),
    ]);
    const party = hostPartyOf({
      booking,
      games,
      children,
      day,
      teamName,
      timeZone: this.settings.snapshot().timeZone,
      pricing: this.config.pricing,
      waivers: { policy, signed: signed.get(booking.id)! },
    });
    return { party, bookedAt: booking.createdAt };
  }
}
