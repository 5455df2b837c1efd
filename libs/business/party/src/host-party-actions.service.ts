import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '@app/audit';
import { BOOKING_ACTORS, BookingLifecycle } from '@app/bookings';
import {
  arrivalAllowed,
  todayIn,
  WAIVER_MESSAGES,
  type ArrivalRequest,
  type CompletePartyRequest,
  type DoorPaymentRequest,
  type HostParty,
  type HostWaiverSignatureRequest,
  type PhoneWaiverSignatureRequest,
  type User,
  type WalkInRequest,
} from '@app/contracts';
import { OfflinePayments } from '@app/payments';
import { Clock } from '@app/platform';
import { PartyArrivals } from '@app/roster';
import { SettingsService } from '@app/settings';
import { WaiverSignatures, WaiversException, type SignerClient } from '@app/waivers';
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
    private readonly waivers: WaiverSignatures,
    private readonly audit: AuditService,
  ) {}

  /**
   * A child in (or not after all). While waivers are on, a child with no signature is refused (409 WAIVER_NOT_SIGNED)
   * unless the business allows it, and then the booking's history says so (docs/product/waivers.md#at-the-door).
   */
  async arrival(host: User, bookingId: string, childId: string, dto: ArrivalRequest): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'open');
    const child = party.children.find((c) => c.id === childId);
    const rule = child && dto.arrived ? arrivalAllowed(child.waiver, party.waivers) : null;
    if (child && rule && !rule.allowed) {
      throw new WaiversException('WAIVER_NOT_SIGNED', WAIVER_MESSAGES.notSigned(child.firstName));
    }
    await this.arrivals.mark(bookingId, childId, dto.arrived, at);
    // Once per check-in: a replay of a child already in says nothing new.
    if (child && !child.arrived && rule?.withoutWaiver)
      await this.arrivedWithoutWaiver(host, bookingId, child.firstName);
    return this.parties.one(host.id, bookingId);
  }

  /**
   * A walk-in joins the list, arrived. While waivers are on, their parent's signature comes with them (taken on the
   * phone, offline too), or the business allows them in without one (and the history says so); otherwise 422
   * WAIVER_REQUIRED. A replay of the same walk-in and signature (the outbox with a new key) records neither twice.
   */
  async walkIn(host: User, bookingId: string, dto: WalkInRequest, client: SignerClient): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'open');
    const { firstName, age, waiver } = dto;
    const childId = dto.childId ?? randomUUID();
    const already = party.children.some((c) => c.id === childId);
    const unsigned = party.waivers.required && !waiver;
    if (unsigned && !party.waivers.arriveWithoutWaiver) {
      throw new WaiversException('WAIVER_REQUIRED', WAIVER_MESSAGES.required, {
        fields: { waiver: WAIVER_MESSAGES.required },
      });
    }
    // Asked before the walk-in joins: a stale version or a missing guardian statement leaves nothing half done.
    if (waiver && party.waivers.required && !already) await this.waivers.acceptable({ childAge: age, fields: waiver });
    await this.arrivals.addWalkIn(bookingId, { id: childId, firstName, age }, at);
    if (waiver && party.waivers.required) {
      await this.signAtDoor(bookingId, { childId, firstName, age }, waiver, at, client);
    }
    if (unsigned && !already) await this.arrivedWithoutWaiver(host, bookingId, firstName);
    return this.parties.one(host.id, bookingId);
  }

  /** A child of the party signed for at the door by their parent, on the host's phone. */
  async signWaiver(
    host: User,
    bookingId: string,
    dto: HostWaiverSignatureRequest,
    client: SignerClient,
  ): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'open');
    const child = party.children.find((c) => c.id === dto.childId);
    if (!child) throw new WaiversException('WAIVER_CHILD_NOT_FOUND', WAIVER_MESSAGES.childNotFound);
    const { id, email, version, signerName, agreed, parentOrGuardian, drawnSignature } = dto;
    const signature = { id, email, version, signerName, agreed, parentOrGuardian, drawnSignature };
    await this.signAtDoor(
      bookingId,
      { childId: child.id, firstName: child.firstName, age: child.age },
      signature,
      at,
      client,
    );
    return this.parties.one(host.id, bookingId);
  }

  private async signAtDoor(
    bookingId: string,
    child: { childId: string; firstName: string; age: number | null },
    { id, email, ...fields }: PhoneWaiverSignatureRequest,
    at: Date,
    client: SignerClient,
  ): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.waivers.sign(manager, {
        id,
        bookingId,
        childId: child.childId,
        childName: child.firstName,
        childAge: child.age,
        fields,
        signerEmail: email,
        channel: 'host-phone',
        client,
        at,
      }),
    );
  }

  private async arrivedWithoutWaiver(host: User, bookingId: string, firstName: string): Promise<void> {
    await this.audit.recordNow({
      subject: 'booking',
      subjectId: bookingId,
      action: 'arrived-without-waiver',
      actor: { id: host.id, name: BOOKING_ACTORS.host(host).name },
      after: { child: firstName },
    });
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
