import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BOOKING_ACTORS, BookingLifecycle } from '@app/bookings';
import {
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
import { HostPartiesService } from './host-parties.service';
import { HostPartyWrites } from './host-party-writes';

/** What the history says of cash a host took (the ledger's note; the method and day are its own fields). */
const DOOR_PAYMENT_NOTE = 'Taken at the door by the party host';

/**
 * What a host does at their party (docs/product/hosts.md#at-the-party), each through the domain that owns it: the
 * check-in and walk-ins are the roster's, cash at the door the payments ledger's (the admin's cash, the host as its
 * actor), finishing the booking's lifecycle. Each starts where every host write does (HostPartyWrites: the host's
 * party, confirmed, the action's time within bounds) and answers with the party as it now stands.
 */
@Injectable()
export class HostPartyActions {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly writes: HostPartyWrites,
    private readonly arrivals: PartyArrivals,
    private readonly payments: OfflinePayments,
    private readonly lifecycle: BookingLifecycle,
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async arrival(host: User, bookingId: string, childId: string, dto: ArrivalRequest): Promise<HostParty> {
    const { at } = await this.writes.open(host.id, bookingId, dto, 'open');
    await this.arrivals.mark(bookingId, childId, dto.arrived, at);
    return this.parties.one(host.id, bookingId);
  }

  async walkIn(host: User, bookingId: string, dto: WalkInRequest): Promise<HostParty> {
    const { at } = await this.writes.open(host.id, bookingId, dto, 'open');
    const { childId, firstName, age } = dto;
    await this.arrivals.addWalkIn(bookingId, { id: childId, firstName, age }, at);
    return this.parties.one(host.id, bookingId);
  }

  /** Cash, received on the business day the phone says it was taken; at most the balance (the ledger's check). */
  async pay(host: User, bookingId: string, dto: DoorPaymentRequest): Promise<HostParty> {
    const { at } = await this.writes.open(host.id, bookingId, dto, 'open');
    const receivedOn = todayIn(this.settings.snapshot().timeZone, at);
    await this.payments.record(
      bookingId,
      { method: 'cash', amount: dto.amount, receivedOn, note: DOOR_PAYMENT_NOTE },
      BOOKING_ACTORS.host(host),
    );
    return this.parties.one(host.id, bookingId);
  }

  async complete(host: User, bookingId: string, dto: CompletePartyRequest): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'lifecycle');
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      const when = { startsAt: new Date(party.startsAt), now: this.clock.now(), at };
      await this.lifecycle.finish(manager, booking, when, BOOKING_ACTORS.host(host));
    });
    return this.parties.one(host.id, bookingId);
  }
}
