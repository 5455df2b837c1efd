import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BOOKING_ACTORS, BookingLifecycle, BookingsException } from '@app/bookings';
import {
  HOST_ACTION_MESSAGES as M,
  todayIn,
  type ArrivalRequest,
  type CompletePartyRequest,
  type DoorPaymentRequest,
  type HostParty,
  type User,
  type WalkInRequest,
} from '@app/contracts';
import { OfflinePayments } from '@app/payments';
import { Clock } from '@app/platform';
import { PartyArrivals } from '@app/roster';
import { SettingsService } from '@app/settings';
import { happenedAt } from './host-action-time';
import { HostPartiesService } from './host-parties.service';

/** What the history says of cash a host took (the ledger's note; the method and day are its own fields). */
const DOOR_PAYMENT_NOTE = 'Taken at the door by the party host';

/**
 * What a host does at their party (docs/product/hosts.md#at-the-party), each through the domain that owns it: the
 * check-in and walk-ins are the roster's, cash at the door the payments ledger's (the admin's cash, the host as its
 * actor), finishing the booking's lifecycle. Each first reads the party as the host may (another team's party is the
 * 404 of one that does not exist) and answers with the party as it now stands.
 */
@Injectable()
export class HostPartyActions {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly arrivals: PartyArrivals,
    private readonly payments: OfflinePayments,
    private readonly lifecycle: BookingLifecycle,
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async arrival(host: User, bookingId: string, childId: string, dto: ArrivalRequest): Promise<HostParty> {
    refuseUnlessOpen(await this.parties.one(host.id, bookingId));
    await this.arrivals.mark(bookingId, childId, dto.arrived, this.happenedAt(dto));
    return this.parties.one(host.id, bookingId);
  }

  async walkIn(host: User, bookingId: string, dto: WalkInRequest): Promise<HostParty> {
    refuseUnlessOpen(await this.parties.one(host.id, bookingId));
    const { childId, firstName, age } = dto;
    await this.arrivals.addWalkIn(bookingId, { id: childId, firstName, age }, this.happenedAt(dto));
    return this.parties.one(host.id, bookingId);
  }

  /** Cash, received on the business day the phone says it was taken; at most the balance (the ledger's check). */
  async pay(host: User, bookingId: string, dto: DoorPaymentRequest): Promise<HostParty> {
    await this.parties.one(host.id, bookingId);
    const receivedOn = todayIn(this.settings.snapshot().timeZone, this.happenedAt(dto));
    await this.payments.record(
      bookingId,
      { method: 'cash', amount: dto.amount, receivedOn, note: DOOR_PAYMENT_NOTE },
      BOOKING_ACTORS.host(host),
    );
    return this.parties.one(host.id, bookingId);
  }

  async complete(host: User, bookingId: string, dto: CompletePartyRequest): Promise<HostParty> {
    const party = await this.parties.one(host.id, bookingId);
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      const when = { startsAt: new Date(party.startsAt), now: this.clock.now(), at: this.happenedAt(dto) };
      await this.lifecycle.finish(manager, booking, when, BOOKING_ACTORS.host(host));
    });
    return this.parties.one(host.id, bookingId);
  }

  private happenedAt(dto: { at?: string }): Date {
    return happenedAt(this.clock, dto);
  }
}

/** Children are checked in at a party that stands and is not finished yet. */
function refuseUnlessOpen(party: HostParty): void {
  if (party.status !== 'confirmed') throw new BookingsException('BOOKING_STATE_CONFLICT', M.notOpen);
}
